import { describe, expect, it } from 'vitest';
import {
  effectiveRules,
  RETENTION_MESSAGES as M,
  RETENTION_DEFAULTS,
  RETENTION_MAX_DAYS,
  RETENTION_RULE_KEYS,
  RETENTION_RULE_OF,
  RETENTION_RULES,
  retentionCountsInWords,
  retentionCutoff,
  retentionInputSchema,
  retentionPeriodInWords,
  retentionPeriodOf,
} from './retention.ts';

describe('the rules', () => {
  it('has one rule per key, with the issue’s defaults, each at or above its floor', () => {
    expect(RETENTION_RULES.map((r) => r.key)).toEqual([...RETENTION_RULE_KEYS]);
    expect(
      Object.fromEntries(RETENTION_RULES.map((r) => [r.key, retentionPeriodInWords(r.defaultDays)])),
    ).toEqual({
      closedTickets: '7 years',
      sparkyConversations: '1 year',
      vaultAccessLog: '3 years',
      auditLog: '7 years',
      mailOutbox: '3 months',
      withdrawnPeople: '1 year',
    });
    for (const r of RETENTION_RULES) {
      expect(r.defaultDays).toBeGreaterThanOrEqual(r.minDays);
      expect(r.defaultDays).toBeLessThanOrEqual(RETENTION_MAX_DAYS);
    }
    expect(RETENTION_RULE_OF.auditLog.minDays).toBe(365);
  });
});

describe('periods in words', () => {
  it('names a period in its largest whole unit', () => {
    expect(retentionPeriodOf(2555)).toEqual({ amount: 7, unit: 'years' });
    expect(retentionPeriodOf(90)).toEqual({ amount: 3, unit: 'months' });
    expect(retentionPeriodOf(45)).toEqual({ amount: 45, unit: 'days' });
    expect(retentionPeriodInWords(1)).toBe('1 day');
    expect(retentionPeriodInWords(30)).toBe('1 month');
    expect(retentionPeriodInWords(730)).toBe('2 years');
  });
});

describe('the cut-off', () => {
  const now = new Date('2031-03-01T08:00:00Z');
  it('counts whole years and months back on the calendar, other periods in days', () => {
    expect(retentionCutoff(2555, now).toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(retentionCutoff(365, now).toISOString()).toBe('2030-03-01T08:00:00.000Z');
    expect(retentionCutoff(90, now).toISOString()).toBe('2030-12-01T08:00:00.000Z');
    expect(retentionCutoff(45, now).toISOString()).toBe('2031-01-15T08:00:00.000Z');
  });
});

describe('a district’s rules', () => {
  it('fill the defaults in and ignore saved values no rule allows', () => {
    expect(effectiveRules(null)).toEqual(RETENTION_DEFAULTS);
    expect(effectiveRules({ mailOutbox: 30, auditLog: 10, bogus: 5, sparkyConversations: 'x' })).toEqual({
      ...RETENTION_DEFAULTS,
      mailOutbox: 30,
    });
  });

  it('checks a change with a message per fault', () => {
    const first = (rules: unknown) => {
      const r = retentionInputSchema.safeParse({ rules });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(first({ mailOutbox: 30, auditLog: null })).toBeNull();
    expect(first({})).toBe(M.nothingToChange);
    expect(first({ bogus: 1 })).toBe(M.unknownRule);
    expect(first(null)).toBe(M.rulesRequired);
    expect(first({ auditLog: 100 })).toBe(M.tooShort(RETENTION_RULE_OF.auditLog));
    expect(first({ closedTickets: 1.5 })).toBe(M.notWhole('Closed tickets'));
    expect(first({ closedTickets: RETENTION_MAX_DAYS + 1 })).toBe(M.tooLong('Closed tickets'));
  });
});

describe('counts in words', () => {
  it('lists the rules that removed something, in order', () => {
    expect(retentionCountsInWords({})).toBeNull();
    expect(retentionCountsInWords({ closedTickets: 0 })).toBeNull();
    expect(retentionCountsInWords({ auditLog: 1 })).toBe('1 audit log entry');
    expect(retentionCountsInWords({ mailOutbox: 2, closedTickets: 1200, sparkyConversations: 1 })).toBe(
      '1,200 closed tickets, 1 Sparky conversation and 2 sent emails',
    );
  });
});
