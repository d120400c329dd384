import { describe, expect, it } from 'vitest';
import {
  type ChargeInput,
  computeCharge,
  type FeeItem,
  isSchoolYear,
  matchPayment,
  ordinal,
  type PlanTerms,
  parseAmount,
  parsePaymentDate,
  paymentColumns,
  saveFeeScheduleSchema,
  schoolYearOf,
  schoolYearRange,
} from './charges.ts';
import { statementDescription } from './locales/statement.ts';
import { formatCents, fromCents, toCents } from './money.ts';

const schedule: FeeItem[] = [
  { kind: 'screen', model: '', priceCents: 4500 },
  { kind: 'screen', model: 'Latitude 3140', priceCents: 6000 },
  { kind: 'keyboard', model: '', priceCents: 3500 },
  { kind: 'charger', model: '', priceCents: 2000 },
  { kind: 'lost', model: '', priceCents: null },
];
const basic: PlanTerms = {
  name: 'Basic',
  covers: ['screen', 'keyboard', 'liquid'],
  deductiblesCents: [2000, 4000],
  incidentsPerYear: 2,
};
const base: ChargeInput = {
  kind: 'screen',
  model: 'Chromebook 3110',
  schedule,
  replacementCents: 32900,
  plan: null,
  incidentsUsed: 0,
  waiver: null,
};

describe('computeCharge', () => {
  // [case, input change, amount, lines]
  const cases: [string, Partial<ChargeInput>, number, [string, number][]][] = [
    ['schedule price for every model', {}, 4500, [['Screen, Chromebook 3110', 4500]]],
    ["the model's own price wins", { model: 'Latitude 3140' }, 6000, [['Screen, Latitude 3140', 6000]]],
    ['keyboard', { kind: 'keyboard' }, 3500, [['Keyboard, Chromebook 3110', 3500]]],
    [
      'no price in the schedule',
      { kind: 'other' },
      0,
      [['Other damage, Chromebook 3110: no price in the fee schedule', 0]],
    ],
    [
      'lost: replacement cost',
      { kind: 'lost' },
      32900,
      [['Lost device, Chromebook 3110: replacement cost', 32900]],
    ],
    [
      'stolen without item: replacement cost',
      { kind: 'stolen' },
      32900,
      [['Stolen device, Chromebook 3110: replacement cost', 32900]],
    ],
    [
      'lost, replacement unknown',
      { kind: 'lost', replacementCents: null },
      0,
      [['Lost device, Chromebook 3110: replacement cost unknown', 0]],
    ],
    [
      'insurance, 1st incident: the deductible',
      { plan: basic },
      2000,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 1st incident: deductible $20.00', -2500],
      ],
    ],
    [
      'insurance, 2nd incident: the second deductible',
      { plan: basic, incidentsUsed: 1 },
      4000,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 2nd incident: deductible $40.00', -500],
      ],
    ],
    [
      'insurance, over the covered incidents: full price',
      { plan: basic, incidentsUsed: 2 },
      4500,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 3rd incident: over the 2 covered this school year', 0],
      ],
    ],
    [
      'insurance, deductible above the price: the price',
      { plan: { ...basic, deductiblesCents: [5000] } },
      4500,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 1st incident: deductible $50.00', 0],
      ],
    ],
    [
      'insurance without a limit, the last deductible repeats',
      { plan: { ...basic, incidentsPerYear: null }, incidentsUsed: 5 },
      4000,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 6th incident: deductible $40.00', -500],
      ],
    ],
    [
      'insurance with no deductible: nothing to pay',
      { plan: { ...basic, deductiblesCents: [] } },
      0,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 1st incident: deductible $0.00', -4500],
      ],
    ],
    [
      'insurance does not cover the kind',
      { kind: 'charger', plan: basic },
      2000,
      [
        ['Charger, Chromebook 3110', 2000],
        ['Insurance Basic does not cover charger', 0],
      ],
    ],
    [
      'free lunch waiver 100 %',
      { waiver: { kind: 'free_lunch', percent: 100 } },
      0,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Free lunch waiver 100 %', -4500],
      ],
    ],
    [
      'reduced lunch 50 % rounds to the cent',
      { kind: 'lost', replacementCents: 32901, waiver: { kind: 'reduced_lunch', percent: 50 } },
      16450,
      [
        ['Lost device, Chromebook 3110: replacement cost', 32901],
        ['Reduced lunch waiver 50 %', -16451],
      ],
    ],
    [
      'schedule × plan × waiver: the issue example',
      { plan: basic, waiver: { kind: 'free_lunch', percent: 100 } },
      0,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 1st incident: deductible $20.00', -2500],
        ['Free lunch waiver 100 %', -2000],
      ],
    ],
    [
      'plan and reduced waiver on the deductible',
      { plan: basic, waiver: { kind: 'reduced_lunch', percent: 50 } },
      1000,
      [
        ['Screen, Chromebook 3110', 4500],
        ['Insurance Basic, 1st incident: deductible $20.00', -2500],
        ['Reduced lunch waiver 50 %', -1000],
      ],
    ],
    [
      'a 0 % waiver adds no line',
      { waiver: { kind: 'other', percent: 0 } },
      4500,
      [['Screen, Chromebook 3110', 4500]],
    ],
    ['a device without a model', { model: '' }, 4500, [['Screen', 4500]]],
  ];
  it.each(cases)('%s', (_name, change, amount, lines) => {
    const result = computeCharge({ ...base, ...change });
    expect(result.amountCents).toBe(amount);
    expect(result.lines.map((l) => [l.label, l.cents])).toEqual(lines);
    // The lines always add up to the amount.
    expect(result.lines.reduce((s, l) => s + l.cents, 0)).toBe(amount);
  });

  it('marks an incident covered only when the plan paid part of it', () => {
    expect(computeCharge({ ...base, plan: basic }).covered).toBe(true);
    expect(computeCharge({ ...base, plan: basic, incidentsUsed: 2 }).covered).toBe(false);
    expect(computeCharge({ ...base, kind: 'charger', plan: basic }).covered).toBe(false);
  });
});

describe('school year', () => {
  it.each([
    ['2026-07-01', '2026-27'],
    ['2026-11-27', '2026-27'],
    ['2027-06-30', '2026-27'],
    ['2027-07-01', '2027-28'],
    ['2099-12-31', '2099-00'],
  ])('%s is in %s', (day, year) => expect(schoolYearOf(day)).toBe(year));
  it('has a range and a shape', () => {
    expect(schoolYearRange('2026-27')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(isSchoolYear('2026-27')).toBe(true);
    expect(isSchoolYear('2099-00')).toBe(true);
    expect(isSchoolYear('2026-28')).toBe(false);
    expect(isSchoolYear('2026/27')).toBe(false);
  });
});

describe('money', () => {
  it('converts and formats', () => {
    expect(toCents(45)).toBe(4500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(4550)).toBe(45.5);
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(-2000)).toBe('−$20.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(22)).toBe('22nd');
  });
});

describe('payment imports', () => {
  const open = [
    { id: 'a', cents: 4500 },
    { id: 'b', cents: 2000 },
    { id: 'c', cents: 3500 },
  ];
  it.each([
    [2000, ['b']],
    [6500, ['a', 'b']],
    [10000, ['a', 'b', 'c']],
    [3000, null],
    [12000, null],
  ])('a payment of %i cents pays %j', (amount, ids) => expect(matchPayment(amount, open)).toEqual(ids));

  it('reads amounts, dates and columns', () => {
    expect(parseAmount('$1,045.50')).toBe(104550);
    expect(parseAmount('45')).toBe(4500);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('4.555')).toBeNull();
    expect(parsePaymentDate('11/27/2026')).toBe('2026-11-27');
    expect(parsePaymentDate('2026-02-30')).toBeNull();
    expect(paymentColumns(['Transaction ID', 'Student ID', 'Amount Paid', 'Payment Date'])).toEqual({
      reference: 0,
      studentId: 1,
      email: -1,
      amount: 2,
      date: 3,
    });
  });
});

describe('fee schedule input', () => {
  it('refuses a price twice and a missing price of a damage', () => {
    const r = saveFeeScheduleSchema.safeParse({
      holdCheckout: false,
      items: [
        { kind: 'screen', price: 45 },
        { kind: 'screen', model: '', price: 50 },
        { kind: 'keyboard', price: null },
        { kind: 'lost', price: null },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Screen is in the schedule twice.',
      'Keyboard needs a price (only lost and stolen use the replacement cost).',
    ]);
  });
});

describe('statement', () => {
  it('names a damage in the family language', () => {
    const c = {
      description: 'Screen, Chromebook 3110',
      kind: 'screen' as const,
      assetTag: 'LKS-1',
      model: 'Chromebook 3110',
    };
    expect(statementDescription('es', c)).toBe('Pantalla: LKS-1 (Chromebook 3110)');
    expect(statementDescription('en', { ...c, kind: null })).toBe('Screen, Chromebook 3110');
  });
});
