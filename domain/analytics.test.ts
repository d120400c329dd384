import { describe, expect, it } from 'vitest';
import {
  ageBand,
  analyticsQuerySchema,
  bucketFor,
  bucketStart,
  bucketStarts,
  changeOf,
  ANALYTICS_MESSAGES as M,
  percentOf,
  perHead,
  presetRange,
  previousMonth,
  previousRange,
  rangeDays,
  rangeOf,
  ratioOf,
  replacementYear,
  slaGroups,
} from './analytics.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const firstIssue = (input: unknown) => {
  const r = analyticsQuerySchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('figures with nothing to measure', () => {
  it('are null, never 0 % or 100 %', () => {
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 4)).toBe(0);
    expect(ratioOf(3, null)).toBeNull();
    expect(ratioOf(3, 0)).toBeNull();
    expect(ratioOf(3, 6)).toBe(0.5);
    expect(perHead(null, 10)).toBeNull();
    expect(perHead(1500, 6)).toBe(250);
  });
  it('compare with the previous period only when both sides exist and the previous is not 0', () => {
    expect(changeOf(12, 10)).toBe(20);
    expect(changeOf(5, 10)).toBe(-50);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 10)).toBeNull();
    expect(changeOf(10, null)).toBeNull();
  });
});

describe('ranges', () => {
  it('counts days inclusively and finds the previous period of the same length', () => {
    expect(rangeDays('2026-01-01', '2026-01-31')).toBe(31);
    expect(previousRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('7d', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('1y', '2026-03-10').from).toBe('2025-03-11');
  });
  it('defaults to the last 30 days, or 30 days from or to a given day', () => {
    expect(rangeOf({}, '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(rangeOf({ to: '2026-01-31' })).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(rangeOf({ from: '2026-01-01' }, '2026-06-01')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(rangeOf({ from: '2026-03-01' }, '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(rangeOf({ from: '2027-01-01' }, '2026-03-10')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
  it('groups by day, week or month with the length', () => {
    expect(bucketFor({ from: '2026-01-01', to: '2026-01-31' })).toBe('day');
    expect(bucketFor({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(bucketFor({ from: '2025-01-01', to: '2025-12-31' })).toBe('month');
  });
  it('starts weeks on Monday and months on the first, as PostgreSQL date_trunc does', () => {
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(bucketStart('2026-01-15', 'month')).toBe('2026-01-01');
    expect(bucketStarts({ from: '2026-01-01', to: '2026-01-14' }, 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(bucketStarts({ from: '2025-11-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe('the monthly report', () => {
  it('covers the calendar month before', () => {
    expect(previousMonth('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28', month: '2026-02' });
    expect(previousMonth('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31', month: '2025-12' });
  });
});

describe('assets', () => {
  it('bands ages and forecasts replacements four years on', () => {
    expect(ageBand(0)).toBe('< 1 year');
    expect(ageBand(3.5)).toBe('3–4 years');
    expect(ageBand(9)).toBe('4+ years');
    expect(replacementYear(2022)).toBe(2026);
  });
});

describe('the question', () => {
  it('refuses from after to, more than five years, bad days and several scopes', () => {
    expect(firstIssue({ from: '2026-02-01', to: '2026-01-01' })).toBe(M.fromAfterTo);
    expect(firstIssue({ from: '2020-01-01', to: '2025-12-31' })).toBe(M.rangeTooLong);
    expect(firstIssue({ from: '2021-01-01', to: '2025-12-31' })).toBeNull();
    expect(firstIssue({ from: '2026-13-01' })).toBe(M.fromInvalid);
    expect(firstIssue({ districtId: A, tier: 'apex' })).toBe(M.oneScope);
    expect(firstIssue({ districtIds: `${A},nope` })).toBe(M.districtIdsInvalid);
    expect(firstIssue({ tier: 'gold' })).toBe(M.tierInvalid);
  });
  it('reads a set of districts, without repeats', () => {
    expect(analyticsQuerySchema.parse({ districtIds: `${A}, ${B},${A.toUpperCase()}` }).districtIds).toEqual([
      A,
      B,
    ]);
  });
});

describe('SLA met groups', () => {
  const counts = (key: string, label: string, measured: number, met: number, fr: number, res: number) => ({
    key,
    label,
    measured,
    met,
    firstResponseMet: fr,
    resolutionMet: res,
  });

  it('lists every key of a vocabulary in its order, none measured as null (never 0 % or 100 %)', () => {
    const rows = slaGroups(
      [counts('low', 'Low', 4, 3, 4, 3)],
      [
        { key: 'high', label: 'High' },
        { key: 'low', label: 'Low' },
      ],
    );
    expect(rows.map((r) => [r.key, r.metPercent, r.firstResponsePercent, r.resolutionPercent])).toEqual([
      ['high', null, null, null],
      ['low', 75, 100, 75],
    ]);
  });

  it('lists open-ended groups most measured first, then by name', () => {
    const rows = slaGroups([
      counts('b', 'Bea', 1, 1, 1, 1),
      counts('c', 'Cal', 3, 1, 2, 1),
      counts('a', 'Abe', 1, 0, 0, 1),
    ]);
    expect(rows.map((r) => [r.label, r.metPercent])).toEqual([
      ['Cal', 33.3],
      ['Abe', 0],
      ['Bea', 100],
    ]);
  });
});
