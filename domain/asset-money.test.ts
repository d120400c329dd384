import { describe, expect, it } from 'vitest';
import {
  addYearsIso,
  assetMoneyFieldsSchema,
  canSeeAssetMoney,
  DEFAULT_FUNDING_SOURCES,
  dayFromText,
  depreciationIn,
  depreciationYearsOf,
  dollarsFromText,
  fiscalYearOf,
  ASSET_MONEY_MESSAGES as M,
  saveFundingSourcesSchema,
  valueAt,
  warrantyAfterPurchase,
  warrantyState,
  warrantyWindow,
} from './asset-money.ts';

const chromebook = { cost: 400, purchaseDate: '2024-07-01', years: 4 };

describe('straight-line depreciation', () => {
  it.each([
    ['2024-06-01', 400], // before the purchase: the cost
    ['2024-07-01', 400], // on the purchase day
    ['2025-07-01', 300], // one year of four
    ['2026-07-01', 200],
    ['2027-07-01', 100],
    ['2028-07-01', 0], // fully depreciated
    ['2031-01-01', 0],
  ])('on %s a 400-dollar Chromebook over 4 years is worth %d', (date, value) => {
    expect(valueAt(chromebook, date)).toBe(value);
  });

  it('counts by the day and rounds to the cent', () => {
    // 100 days into a 365-day first year of four: 400 × (1 − 100/365/4) = 372.602…
    expect(valueAt(chromebook, '2024-10-09')).toBe(372.6);
    expect(valueAt({ cost: 999.99, purchaseDate: '2025-01-15', years: 3 }, '2026-01-15')).toBe(666.66);
  });

  it('has no value without a cost or a purchase date', () => {
    expect(valueAt({ cost: null, purchaseDate: '2024-07-01', years: 4 }, '2025-01-01')).toBeNull();
    expect(valueAt({ cost: 400, purchaseDate: null, years: 4 }, '2025-01-01')).toBeNull();
  });

  it('a leap day purchase ends on March 1', () => {
    expect(addYearsIso('2024-02-29', 1)).toBe('2025-03-01');
    expect(addYearsIso('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('fiscal year (July–June)', () => {
  it.each([
    ['2026-07-01', 'FY2026-27', '2026-07-01', '2027-06-30'],
    ['2027-06-30', 'FY2026-27', '2026-07-01', '2027-06-30'],
    ['2026-06-30', 'FY2025-26', '2025-07-01', '2026-06-30'],
    ['2099-12-31', 'FY2099-00', '2099-07-01', '2100-06-30'],
  ])('%s is in %s', (date, label, from, to) => {
    expect(fiscalYearOf(date)).toEqual({ label, from, to });
  });

  it('a whole year of depreciation inside the life', () => {
    expect(depreciationIn(chromebook, fiscalYearOf('2025-09-01'))).toBe(100);
  });
  it('a purchase in the middle of the year depreciates from its day', () => {
    const mid = { cost: 1200, purchaseDate: '2026-01-01', years: 5 };
    // 2026-01-01 to 2026-07-01: 181 of 1826 days.
    expect(depreciationIn(mid, fiscalYearOf('2026-03-01'))).toBe(119.01);
  });
  it('the last year depreciates what is left, then nothing', () => {
    expect(depreciationIn(chromebook, fiscalYearOf('2027-08-01'))).toBe(100);
    expect(depreciationIn(chromebook, fiscalYearOf('2028-08-01'))).toBe(0);
  });
  it('a year before the purchase depreciates nothing', () => {
    expect(depreciationIn(chromebook, fiscalYearOf('2023-08-01'))).toBe(0);
  });
  it('without purchase data: null', () => {
    expect(
      depreciationIn({ cost: null, purchaseDate: null, years: 4 }, fiscalYearOf('2026-01-01')),
    ).toBeNull();
  });
});

describe('depreciation years', () => {
  it('the asset, then its category, then the default of the key, then 5', () => {
    expect(depreciationYearsOf({ category: 'laptop', depreciationYears: 3 })).toBe(3);
    expect(depreciationYearsOf({ category: 'laptop' }, [{ key: 'laptop', depreciationYears: 6 }])).toBe(6);
    expect(depreciationYearsOf({ category: 'laptop' })).toBe(4);
    expect(depreciationYearsOf({ category: 'chromebook' })).toBe(4);
    expect(depreciationYearsOf({ category: 'desktop' })).toBe(5);
    expect(depreciationYearsOf({ category: 'network' })).toBe(7);
    expect(depreciationYearsOf({ category: 'lab_kit' })).toBe(5);
  });
});

describe('warranty', () => {
  it.each([
    [null, 'none'],
    ['2026-01-01', 'expired'],
    ['2026-03-13', 'expired'],
    ['2026-03-14', 'ending'], // its last day is today
    ['2026-06-12', 'ending'], // 90 days ahead
    ['2026-06-13', 'active'], // 91 days ahead
  ] as const)('ending %s on 2026-03-14 is %s', (ends, state) => {
    expect(warrantyState(ends, '2026-03-14')).toBe(state);
  });
  it('the 90-day window', () => {
    expect(warrantyWindow('2026-03-14')).toEqual({ from: '2026-03-14', to: '2026-06-12' });
  });
  it('does not end before the purchase', () => {
    expect(warrantyAfterPurchase({ purchaseDate: '2026-01-01', warrantyEndsAt: '2025-12-31' })).toBe(false);
    expect(warrantyAfterPurchase({ purchaseDate: '2026-01-01', warrantyEndsAt: '2026-01-01' })).toBe(true);
    expect(warrantyAfterPurchase({ purchaseDate: null, warrantyEndsAt: '2025-12-31' })).toBe(true);
  });
});

describe('money visibility', () => {
  it('administrators and Five Star see asset money; technicians, viewers and requesters do not', () => {
    expect(canSeeAssetMoney('provider_admin')).toBe(true);
    expect(canSeeAssetMoney('district_admin')).toBe(true);
    expect(canSeeAssetMoney('technician')).toBe(false);
    expect(canSeeAssetMoney('viewer')).toBe(false);
    expect(canSeeAssetMoney('requester')).toBe(false);
  });
});

describe('asset money fields', () => {
  const issue = (v: unknown) => {
    const r = assetMoneyFieldsSchema.safeParse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('takes dollars with two decimals, dates, years 1–30 and nulls', () => {
    expect(issue({ cost: 1249.99, purchaseDate: '2026-03-14', depreciationYears: 4 })).toBeNull();
    expect(
      issue({ cost: null, purchaseDate: null, warrantyEndsAt: null, depreciationYears: null }),
    ).toBeNull();
  });
  it.each([
    [{ cost: -1 }, M.cost],
    [{ cost: 1.234 }, M.cost],
    [{ cost: 20_000_000 }, M.cost],
    [{ cost: '12' }, M.cost],
    [{ purchaseDate: '14/03/2026' }, M.purchaseDate],
    [{ warrantyEndsAt: 'soon' }, M.warrantyEndsAt],
    [{ depreciationYears: 0 }, M.depreciationYears],
    [{ depreciationYears: 2.5 }, M.depreciationYears],
    [{ depreciationYears: 31 }, M.depreciationYears],
    [{ vendor: 'x'.repeat(121) }, M.vendor],
    [{ poNumber: 'x'.repeat(61) }, M.poNumber],
  ])('%j → %s', (v, message) => {
    expect(issue(v)).toBe(message);
  });
  it('reads CSV cells', () => {
    expect(dollarsFromText('$1,249.50')).toBe(1249.5);
    expect(dollarsFromText('')).toBeNull();
    expect(dollarsFromText('abc')).toBeUndefined();
    expect(dollarsFromText('1.234')).toBeUndefined();
    expect(dayFromText('3/4/2026')).toBe('2026-03-04');
    expect(dayFromText('2026-02-30')).toBeUndefined();
    expect(dayFromText(' ')).toBeNull();
  });
});

describe('funding sources', () => {
  it('the defaults: E-Rate C2 counts against the C2 budget', () => {
    expect(DEFAULT_FUNDING_SOURCES.map((s) => s.label)).toEqual([
      'E-Rate C2',
      'ESSER',
      'Title I',
      'Title II',
      'Title III',
      'Title IV',
      'Local bond',
      'General fund',
      'Grant',
    ]);
    expect(DEFAULT_FUNDING_SOURCES.filter((s) => s.erateC2).map((s) => s.key)).toEqual(['erate_c2']);
  });
  it('keys new rows from their names and keeps existing keys', () => {
    const out = saveFundingSourcesSchema.parse({
      sources: [{ key: 'title_i', label: 'Title I (Part A)' }, { label: 'Title I' }, { label: 'PTA gift' }],
    });
    expect(out).toEqual([
      { key: 'title_i', label: 'Title I (Part A)', erateC2: false },
      { key: 'title_i_2', label: 'Title I', erateC2: false },
      { key: 'pta_gift', label: 'PTA gift', erateC2: false },
    ]);
  });
  it.each([
    [{ sources: [] }, M.fundingNone],
    [{ sources: [{ label: ' ' }] }, M.fundingLabel],
    [{ sources: [{ label: 'ESSER' }, { label: 'esser' }] }, M.fundingDuplicate('esser')],
    [{ sources: [{ key: 'Bad Key', label: 'X' }] }, M.fundingKey],
    [{ sources: Array.from({ length: 31 }, (_, i) => ({ label: `S${i}` })) }, M.fundingTooMany],
  ])('refuses %#', (body, message) => {
    const r = saveFundingSourcesSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});
