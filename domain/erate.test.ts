import { describe, expect, it } from 'vitest';
import {
  c2Budget,
  c2Cycle,
  c2KeysOf,
  cycleStartFor,
  deleteRefusal,
  disposeAssetSchema,
  ERATE_MESSAGES,
  erateBudgetAnswer,
  erateBudgetInputSchema,
  fundingYearOf,
  keptUntil,
  onRegister,
} from './erate.ts';

describe('E-Rate funding years and C2 cycles', () => {
  it.each([
    ['2026-07-01', 2026],
    ['2026-06-30', 2025],
    ['2027-01-15', 2026],
    ['2030-12-31', 2030],
  ])('%s is in funding year %i', (day, fy) => expect(fundingYearOf(day)).toBe(fy));

  it('a cycle spans five funding years, July 1 to June 30', () => {
    expect(c2Cycle(2026)).toEqual({
      startYear: 2026,
      endYear: 2030,
      from: '2026-07-01',
      to: '2031-06-30',
      label: 'FY2026–FY2030',
    });
  });

  it('finds the cycle of a day from a known cycle', () => {
    expect(cycleStartFor('2027-03-01', 2026)).toBe(2026);
    expect(cycleStartFor('2031-07-01', 2026)).toBe(2031);
    expect(cycleStartFor('2026-06-30', 2026)).toBe(2021);
  });
});

describe('C2 budget: spent and remaining', () => {
  const cycle = c2Cycle(2026);
  const cases: {
    name: string;
    budget: number;
    equipment: { cost: number | null; purchaseDate: string | null }[];
    spent: number;
    remaining: number;
    counted: number;
    overspent: boolean;
  }[] = [
    {
      name: 'nothing bought',
      budget: 10_000_00,
      equipment: [],
      spent: 0,
      remaining: 10_000_00,
      counted: 0,
      overspent: false,
    },
    {
      name: 'purchases in the cycle count, to the cent',
      budget: 10_000_00,
      equipment: [
        { cost: 1249.99, purchaseDate: '2026-07-01' },
        { cost: 350.01, purchaseDate: '2031-06-30' },
      ],
      spent: 1600_00,
      remaining: 8400_00,
      counted: 2,
      overspent: false,
    },
    {
      name: 'purchases before or after the cycle, or undated, do not',
      budget: 5000_00,
      equipment: [
        { cost: 900, purchaseDate: '2026-06-30' },
        { cost: 900, purchaseDate: '2031-07-01' },
        { cost: 900, purchaseDate: null },
        { cost: 100, purchaseDate: '2028-02-02' },
      ],
      spent: 100_00,
      remaining: 4900_00,
      counted: 1,
      overspent: false,
    },
    {
      name: 'an unknown cost counts as 0',
      budget: 1000_00,
      equipment: [{ cost: null, purchaseDate: '2027-01-01' }],
      spent: 0,
      remaining: 1000_00,
      counted: 1,
      overspent: false,
    },
    {
      name: 'overspent: remaining below 0',
      budget: 1000_00,
      equipment: [
        { cost: 800, purchaseDate: '2027-01-01' },
        { cost: 300.5, purchaseDate: '2029-01-01' },
      ],
      spent: 1100_50,
      remaining: -100_50,
      counted: 2,
      overspent: true,
    },
  ];
  it.each(cases)('$name', (c) => {
    const b = c2Budget(cycle, c.budget, c.equipment);
    expect(b).toMatchObject({
      spentCents: c.spent,
      remainingCents: c.remaining,
      counted: c.counted,
      overspent: c.overspent,
    });
  });

  it('answers dollars and the share spent', () => {
    const a = erateBudgetAnswer(
      cycle,
      { budgetCents: 200_000_00 },
      [{ cost: 50_000, purchaseDate: '2027-08-01' }],
      [2026],
    );
    expect(a).toMatchObject({
      budget: 200_000,
      spent: 50_000,
      remaining: 150_000,
      percentSpent: 25,
      configured: true,
    });
    expect(erateBudgetAnswer(cycle, null, [], [])).toMatchObject({
      configured: false,
      budget: 0,
      percentSpent: 0,
    });
  });

  it('checks the budget input', () => {
    const bad = (v: object) => erateBudgetInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(bad({ cycleStartYear: 2014, budget: 1 })).toBe(ERATE_MESSAGES.cycleStartYear);
    expect(bad({ cycleStartYear: 2026.5, budget: 1 })).toBe(ERATE_MESSAGES.cycleStartYear);
    expect(bad({ cycleStartYear: 2026, budget: -1 })).toBe(ERATE_MESSAGES.budget);
    expect(bad({ cycleStartYear: 2026, budget: 'x' })).toBe(ERATE_MESSAGES.budget);
    expect(bad({ cycleStartYear: 2026, budget: 100_000_001 })).toBe(ERATE_MESSAGES.budgetMax);
    expect(erateBudgetInputSchema.parse({ cycleStartYear: 2026, budget: 10.005 }).budget).toBe(10.01);
  });
});

describe('10-year retention after disposal', () => {
  it('keeps a record ten years after its disposal', () => {
    expect(keptUntil('2026-03-14')).toBe('2036-03-14');
    expect(keptUntil('2028-02-29')).toBe('2038-02-28');
  });

  it('is on the register in service and until the end of its retention', () => {
    expect(onRegister(null, '2099-01-01')).toBe(true);
    expect(onRegister('2020-05-01', '2030-05-01')).toBe(true);
    expect(onRegister('2020-05-01', '2030-05-02')).toBe(false);
  });

  it('refuses deleting C2 equipment: dispose of it, then keep it 10 years', () => {
    const c2 = ['erate_c2'];
    const today = '2026-11-27';
    expect(deleteRefusal({ fundingSource: null, disposedOn: null }, c2, today)).toBeNull();
    expect(deleteRefusal({ fundingSource: 'esser', disposedOn: null }, c2, today)).toBeNull();
    expect(deleteRefusal({ fundingSource: 'erate_c2', disposedOn: null }, c2, today)).toBe(
      ERATE_MESSAGES.deleteC2(null),
    );
    expect(deleteRefusal({ fundingSource: 'erate_c2', disposedOn: '2020-01-01' }, c2, today)).toBe(
      ERATE_MESSAGES.deleteC2('2030-01-01'),
    );
    expect(deleteRefusal({ fundingSource: 'erate_c2', disposedOn: '2015-01-01' }, c2, today)).toBeNull();
  });

  it('takes the C2 keys from the district list, or the default key before it has one', () => {
    expect(c2KeysOf([])).toEqual(['erate_c2']);
    expect(
      c2KeysOf([
        { key: 'erate_c2', erateC2: true },
        { key: 'c2_2027', erateC2: true },
        { key: 'esser', erateC2: false },
      ]),
    ).toEqual(['erate_c2', 'c2_2027']);
  });

  it('checks a disposal', () => {
    const bad = (v: object) => disposeAssetSchema.safeParse(v).error?.issues[0]?.message;
    expect(bad({ disposedOn: 'soon', note: 'Recycled' })).toBe(ERATE_MESSAGES.disposedOn);
    expect(bad({ disposedOn: '2026-11-01', note: '  ' })).toBe(ERATE_MESSAGES.disposalNote);
    expect(bad({ disposedOn: '2026-11-01' })).toBe(ERATE_MESSAGES.disposalNote);
  });
});
