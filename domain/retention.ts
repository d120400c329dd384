import { z } from 'zod';

// Retention (issue 36; see docs/product.md#retention): per district, how long the portal keeps each
// kind of record. A nightly job removes what is older than its rule, in batches, and records how
// many rows it removed (never what they said) in the audit log; a preview counts what it would remove.

export const RETENTION_RULE_KEYS = [
  'closedTickets',
  'sparkyConversations',
  'vaultAccessLog',
  'auditLog',
  'mailOutbox',
  'withdrawnPeople',
] as const;
export type RetentionRuleKey = (typeof RETENTION_RULE_KEYS)[number];

/** Periods are kept in days; a year is 365 of them and a month 30 (see `retentionCutoff`). */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;
const years = (n: number) => n * DAYS_PER_YEAR;

/** The longest any rule may keep a record: 25 years. */
export const RETENTION_MAX_DAYS = years(25);

export interface RetentionRule {
  key: RetentionRuleKey;
  label: string;
  /** What the rule removes, in a sentence. */
  description: string;
  defaultDays: number;
  /** The shortest a district may set: a legal or safety floor (`floorReason` says why). */
  minDays: number;
  floorReason: string;
  /** How one and several removed rows are named in a preview or a run's counts. */
  noun: { one: string; many: string };
}

/** A rule may not go below a month: the run cannot be undone, so a slip (typing 3 for 30) must not wipe recent work. */
const MONTH_FLOOR =
  'the nightly run cannot be undone, so a slip of the keyboard must not remove recent work.';
/**
 * Logs of who saw or changed what are the evidence a FERPA complaint, a data breach notice under
 * state law or a cyber-insurance claim asks for, often months after the fact: at least a year.
 */
const LOG_FLOOR =
  'who saw or changed what is the evidence a FERPA complaint, a breach investigation or an insurer asks for, often months later.';

/** The rules in the order they are shown, with the product's defaults (issue 36). */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: 'closedTickets',
    label: 'Closed tickets',
    description:
      'Resolved and closed tickets with their comments, attachments and history, by when they were closed.',
    defaultDays: years(7),
    minDays: DAYS_PER_MONTH,
    floorReason: MONTH_FLOOR,
    noun: { one: 'closed ticket', many: 'closed tickets' },
  },
  {
    key: 'sparkyConversations',
    label: 'Sparky conversations',
    description: 'Conversations with Sparky, by their last message.',
    defaultDays: years(1),
    minDays: DAYS_PER_MONTH,
    floorReason: MONTH_FLOOR,
    noun: { one: 'Sparky conversation', many: 'Sparky conversations' },
  },
  {
    key: 'vaultAccessLog',
    label: 'Password Vault access log',
    description: 'Who revealed, copied or changed a vault password, and when.',
    defaultDays: years(3),
    minDays: years(1),
    floorReason: LOG_FLOOR,
    noun: { one: 'vault access log entry', many: 'vault access log entries' },
  },
  {
    key: 'auditLog',
    label: 'Audit log',
    description: "Administrative acts in the district's audit log.",
    defaultDays: years(7),
    minDays: years(1),
    floorReason: LOG_FLOOR,
    noun: { one: 'audit log entry', many: 'audit log entries' },
  },
  {
    key: 'mailOutbox',
    label: 'Mail outbox',
    description: 'Emails the portal sent (or gave up sending) for the district; mail still waiting is kept.',
    defaultDays: 90,
    minDays: DAYS_PER_MONTH,
    floorReason: MONTH_FLOOR,
    noun: { one: 'sent email', many: 'sent emails' },
  },
  {
    key: 'withdrawnPeople',
    label: 'Withdrawn people',
    description:
      'Roster records of students and staff after they were withdrawn, unless they still owe a charge or hold a device.',
    defaultDays: years(1),
    minDays: DAYS_PER_MONTH,
    floorReason: MONTH_FLOOR,
    noun: { one: "withdrawn person's record", many: "withdrawn people's records" },
  },
];

export const RETENTION_RULE_OF = Object.fromEntries(RETENTION_RULES.map((r) => [r.key, r])) as Record<
  RetentionRuleKey,
  RetentionRule
>;

export const RETENTION_DEFAULTS = Object.fromEntries(
  RETENTION_RULES.map((r) => [r.key, r.defaultDays]),
) as Record<RetentionRuleKey, number>;

// ── Periods in words and cut-offs ──────────────────────────────────────────────────────────────

export const RETENTION_UNITS = ['days', 'months', 'years'] as const;
export type RetentionUnit = (typeof RETENTION_UNITS)[number];
export const RETENTION_UNIT_DAYS: Record<RetentionUnit, number> = {
  days: 1,
  months: DAYS_PER_MONTH,
  years: DAYS_PER_YEAR,
};

/** A period in the largest whole unit: 2555 → { 7, years }, 90 → { 3, months }, 45 → { 45, days }. */
export function retentionPeriodOf(days: number): { amount: number; unit: RetentionUnit } {
  if (days > 0 && days % DAYS_PER_YEAR === 0) return { amount: days / DAYS_PER_YEAR, unit: 'years' };
  if (days > 0 && days % DAYS_PER_MONTH === 0) return { amount: days / DAYS_PER_MONTH, unit: 'months' };
  return { amount: days, unit: 'days' };
}

/** "7 years", "3 months", "1 day". */
export function retentionPeriodInWords(days: number): string {
  const { amount, unit } = retentionPeriodOf(days);
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/**
 * The moment before which a rule's records go: whole years and months count back on the calendar
 * (7 years from 2031-03-01 is 2024-03-01, leap days and all), other periods in days.
 */
export function retentionCutoff(days: number, now: Date): Date {
  const { amount, unit } = retentionPeriodOf(days);
  const at = new Date(now.getTime());
  if (unit === 'years') at.setUTCFullYear(at.getUTCFullYear() - amount);
  else if (unit === 'months') at.setUTCMonth(at.getUTCMonth() - amount);
  else at.setUTCDate(at.getUTCDate() - amount);
  return at;
}

/** A district's saved rules with the defaults filled in (unknown or broken saved values are ignored). */
export function effectiveRules(
  saved: Record<string, unknown> | null | undefined,
): Record<RetentionRuleKey, number> {
  const out = { ...RETENTION_DEFAULTS };
  for (const rule of RETENTION_RULES) {
    const v = saved?.[rule.key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= rule.minDays && v <= RETENTION_MAX_DAYS)
      out[rule.key] = v;
  }
  return out;
}

/** "12 closed tickets, 1 Sparky conversation and 40 audit log entries"; null when nothing. */
export function retentionCountsInWords(counts: Partial<Record<RetentionRuleKey, number>>): string | null {
  const parts = RETENTION_RULES.filter((r) => (counts[r.key] ?? 0) > 0).map((r) => {
    const n = counts[r.key]!;
    return `${n.toLocaleString('en-US')} ${n === 1 ? r.noun.one : r.noun.many}`;
  });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const RETENTION_MESSAGES = {
  loadFailed: 'The retention rules could not be loaded.',
  previewFailed: "The preview of tonight's run could not be loaded.",
  saved: 'Retention rule saved',
  saveFailed: 'The retention rule could not be saved.',
  notANumber: (label: string) => `${label}: enter a number.`,
  notWhole: (label: string) => `${label}: the period must be a whole number of days.`,
  tooShort: (rule: RetentionRule) =>
    `${rule.label} must be kept at least ${retentionPeriodInWords(rule.minDays)}.`,
  tooLong: (label: string) => `${label} can be kept at most ${retentionPeriodInWords(RETENTION_MAX_DAYS)}.`,
  unknownRule: `Not a retention rule: the rules are ${RETENTION_RULE_KEYS.join(', ')}.`,
  rulesRequired: 'rules must be an object of rule → days.',
  nothingToChange: 'Change at least one rule.',
  nothingToRemove: "Tonight's run would remove nothing.",
  neverRun: 'The nightly run has not run yet.',
} as const;

// ── Schemas ────────────────────────────────────────────────────────────────────────────────────

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();
const days = z.number().int();
const counts = z.partialRecord(z.enum(RETENTION_RULE_KEYS), z.number().int());

export const retentionQuerySchema = z.object({ districtId });

/** One rule's period in days: a whole number between its floor and 25 years. */
export const retentionDaysSchema = (rule: RetentionRule) =>
  z
    .number({ error: RETENTION_MESSAGES.notANumber(rule.label) })
    .int(RETENTION_MESSAGES.notWhole(rule.label))
    .min(rule.minDays, RETENTION_MESSAGES.tooShort(rule))
    .max(RETENTION_MAX_DAYS, RETENTION_MESSAGES.tooLong(rule.label));

/** Rules to change: days, or null for the default again; rules left out stay as they are. */
export const retentionRulesInputSchema = z
  .strictObject(
    Object.fromEntries(RETENTION_RULES.map((r) => [r.key, retentionDaysSchema(r).nullable().optional()])) as {
      [K in RetentionRuleKey]: z.ZodOptional<z.ZodNullable<ReturnType<typeof retentionDaysSchema>>>;
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? RETENTION_MESSAGES.unknownRule
          : RETENTION_MESSAGES.rulesRequired,
    },
  )
  .refine((r) => Object.keys(r).length > 0, RETENTION_MESSAGES.nothingToChange);

export const retentionInputSchema = z.object({
  districtId,
  rules: retentionRulesInputSchema,
});
export type RetentionInput = z.input<typeof retentionInputSchema>;

export const retentionRuleStateSchema = z.object({
  key: z.enum(RETENTION_RULE_KEYS),
  days: days,
  defaultDays: days,
  /** Records from before this moment go in a run made now. */
  cutoff: z.string(),
});

export const retentionSettingsSchema = z.object({
  rules: z.array(retentionRuleStateSchema),
  updatedAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** What the last run removed, per rule (counts only). */
  lastRunCounts: counts.nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const retentionPreviewSchema = z.object({
  /** The moment the cut-offs were taken from. */
  at: z.string(),
  rules: z.array(
    z.object({
      key: z.enum(RETENTION_RULE_KEYS),
      cutoff: z.string(),
      /** Rows a run now would remove. */
      count: z.number().int(),
      /** Rows past the cut-off a run keeps (withdrawn people who owe a charge or hold a device). */
      kept: z.number().int(),
    }),
  ),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/** The audit log action of a run that removed something, and of a change of the rules. */
export const RETENTION_AUDIT = { applied: 'retention.applied', updated: 'retention.updated' } as const;
