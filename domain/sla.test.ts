import { describe, expect, it } from 'vitest';
import { PRIORITIES } from './priorities.ts';
import { DEFAULT_SLA_HOURS } from './settings.ts';
import {
  legacyOverride,
  policiesOf,
  SLA_MESSAGES,
  SLA_PRODUCT_DEFAULTS,
  slaPoliciesInputSchema,
  targetsOf,
  workingMinutesInWords,
} from './sla.ts';
import { SERVICE_LEVELS, TIER_ORDER } from './tiers.ts';

describe('the tiers’ default targets', () => {
  it('promise at least as much at each higher tier, FS Apex the tightest', () => {
    for (const lower of SERVICE_LEVELS)
      for (const higher of SERVICE_LEVELS.filter((t) => TIER_ORDER[t] > TIER_ORDER[lower]))
        for (const p of PRIORITIES) {
          expect(SLA_PRODUCT_DEFAULTS[higher][p].firstResponseMinutes).toBeLessThanOrEqual(
            SLA_PRODUCT_DEFAULTS[lower][p].firstResponseMinutes,
          );
          expect(SLA_PRODUCT_DEFAULTS[higher][p].resolutionMinutes).toBeLessThanOrEqual(
            SLA_PRODUCT_DEFAULTS[lower][p].resolutionMinutes,
          );
        }
    expect(SLA_PRODUCT_DEFAULTS.apex.critical.resolutionMinutes).toBeLessThan(
      SLA_PRODUCT_DEFAULTS.analysis.critical.resolutionMinutes,
    );
  });

  it('are valid policies, more urgent priorities first responded to sooner', () => {
    for (const tier of SERVICE_LEVELS) {
      expect(slaPoliciesInputSchema.safeParse(policiesOf(SLA_PRODUCT_DEFAULTS[tier])).success).toBe(true);
      const order = [...PRIORITIES].reverse().map((p) => SLA_PRODUCT_DEFAULTS[tier][p].firstResponseMinutes);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
  });

  it('keep FS Apex’s resolution at System Settings’ old defaults, in working hours', () => {
    for (const p of PRIORITIES)
      expect(SLA_PRODUCT_DEFAULTS.apex[p].resolutionMinutes).toBe(DEFAULT_SLA_HOURS[p] * 60);
  });
});

describe('System Settings’ old targets', () => {
  it('are no override while they are the defaults', () => {
    expect(legacyOverride(DEFAULT_SLA_HOURS, 'ascend')).toBeNull();
    expect(legacyOverride(null, 'ascend')).toBeNull();
  });

  it('become the district’s resolution targets when set, the tier giving the rest', () => {
    const own = legacyOverride({ ...DEFAULT_SLA_HOURS, critical: 2 }, 'analysis')!;
    expect(own.critical).toEqual({ ...SLA_PRODUCT_DEFAULTS.analysis.critical, resolutionMinutes: 120 });
    expect(own.low.resolutionMinutes).toBe(72 * 60);
    // The first response is never due after the resolution.
    expect(legacyOverride({ ...DEFAULT_SLA_HOURS, critical: 0.5 }, 'analysis')!.critical).toMatchObject({
      firstResponseMinutes: 30,
      resolutionMinutes: 30,
    });
  });
});

describe('policy rows', () => {
  it('list critical first and read back', () => {
    const rows = policiesOf(SLA_PRODUCT_DEFAULTS.ascend);
    expect(rows.map((r) => r.priority)).toEqual(['critical', 'high', 'medium', 'low']);
    expect(targetsOf(rows)).toEqual(SLA_PRODUCT_DEFAULTS.ascend);
  });

  it('are refused with the priority’s own words', () => {
    const rows = policiesOf(SLA_PRODUCT_DEFAULTS.apex);
    const first = (patch: object) => [{ ...rows[0], ...patch }, ...rows.slice(1)];
    const message = (input: unknown) => slaPoliciesInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message(first({ firstResponseMinutes: 4 }))).toBe(
      SLA_MESSAGES.minutes('critical', 'first response'),
    );
    expect(message(first({ resolutionMinutes: '60' }))).toBe(SLA_MESSAGES.minutes('critical', 'resolution'));
    expect(message(first({ firstResponseMinutes: 300 }))).toBe(SLA_MESSAGES.order('critical'));
    expect(message(rows.slice(1))).toBe(SLA_MESSAGES.priorities);
    expect(message([...rows, rows[1]])).toBe(SLA_MESSAGES.priorityTwice('high'));
  });
});

it('says working minutes in words', () => {
  expect(workingMinutesInWords(15)).toBe('15 min');
  expect(workingMinutesInWords(90)).toBe('1 h 30 min');
  expect(workingMinutesInWords(1440)).toBe('24 h');
});
