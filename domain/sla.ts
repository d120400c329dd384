import { z } from 'zod';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from './priorities.ts';
import { DEFAULT_SLA_HOURS } from './settings.ts';
import { SERVICE_LEVEL_LABELS, type ServiceLevel, serviceLevelSchema } from './tiers.ts';

// SLA policies (see docs/product.md#sla-targets): per priority, the working minutes to a first
// response and to resolution, and whether the clock runs around the clock (24×7). Five Star keeps a
// default per service tier; a district's contract may override its own.

export interface SlaTarget {
  firstResponseMinutes: number;
  resolutionMinutes: number;
  allHours: boolean;
}
export type SlaTargetsByPriority = Record<Priority, SlaTarget>;

const target = (firstResponseMinutes: number, resolutionMinutes: number): SlaTarget => ({
  firstResponseMinutes,
  resolutionMinutes,
  allHours: false,
});

/**
 * The product's defaults, in working minutes: each tier promises at least what the one below does.
 * FS Apex's resolution targets are the SLA targets System Settings has always shown (4, 8, 24 and
 * 72 hours), now on working time.
 */
export const SLA_PRODUCT_DEFAULTS: Record<ServiceLevel, SlaTargetsByPriority> = {
  analysis: {
    critical: target(60, 8 * 60),
    high: target(2 * 60, 16 * 60),
    medium: target(8 * 60, 48 * 60),
    low: target(16 * 60, 120 * 60),
  },
  ascend: {
    critical: target(30, 6 * 60),
    high: target(60, 12 * 60),
    medium: target(4 * 60, 36 * 60),
    low: target(8 * 60, 96 * 60),
  },
  altitude: {
    critical: target(20, 5 * 60),
    high: target(45, 10 * 60),
    medium: target(3 * 60, 30 * 60),
    low: target(6 * 60, 84 * 60),
  },
  apex: {
    critical: target(15, 4 * 60),
    high: target(30, 8 * 60),
    medium: target(2 * 60, 24 * 60),
    low: target(4 * 60, 72 * 60),
  },
};

/** Bounds of a target: from 5 minutes to 90 days of working time. */
export const SLA_LIMITS = { min: 5, max: 90 * 24 * 60 } as const;

/** Where a district's target comes from. */
export const SLA_SOURCES = ['district', 'tier'] as const;
export type SlaSource = (typeof SLA_SOURCES)[number];

export const SLA_MESSAGES = {
  priorities: 'Give one target for each priority: low, medium, high and critical',
  priorityTwice: (p: Priority) => `${PRIORITY_LABELS[p]} is given twice`,
  minutes: (p: Priority, what: string) =>
    `${PRIORITY_LABELS[p]}: the ${what} must be whole minutes, from ${SLA_LIMITS.min} to ${SLA_LIMITS.max} (90 days)`,
  order: (p: Priority) =>
    `${PRIORITY_LABELS[p]}: the first response must be due no later than the resolution`,
  allHours: 'allHours is true or false',
  tierDefaultsOnly: 'Only Five Star changes the tiers’ default targets.',
  saved: { title: 'SLA targets saved', description: 'New tickets are due by these targets.' },
  defaultsSaved: (tier: ServiceLevel) => ({
    title: 'Default targets saved',
    description: `${SERVICE_LEVEL_LABELS[tier]} districts without their own targets use them.`,
  }),
  saveFailed: { title: 'Error', description: 'Failed to save the SLA targets' },
  loadFailed: 'The SLA targets could not be loaded.',
} as const;
const M = SLA_MESSAGES;

const minutes = (p: Priority, what: string) =>
  z
    .number({ error: M.minutes(p, what) })
    .int(M.minutes(p, what))
    .min(SLA_LIMITS.min, M.minutes(p, what))
    .max(SLA_LIMITS.max, M.minutes(p, what));

/** One priority's target as sent: checked with its own priority's words. */
const policyInput = z
  .object({
    priority: z.enum(PRIORITIES, { error: M.priorities }),
    firstResponseMinutes: z.unknown(),
    resolutionMinutes: z.unknown(),
    allHours: z.boolean({ error: M.allHours }),
  })
  .transform((row, ctx) => {
    const p = row.priority;
    const first = minutes(p, 'first response').safeParse(row.firstResponseMinutes);
    const resolution = minutes(p, 'resolution').safeParse(row.resolutionMinutes);
    if (!first.success)
      ctx.addIssue({
        code: 'custom',
        path: ['firstResponseMinutes'],
        message: M.minutes(p, 'first response'),
      });
    if (!resolution.success)
      ctx.addIssue({ code: 'custom', path: ['resolutionMinutes'], message: M.minutes(p, 'resolution') });
    if (!first.success || !resolution.success) return z.NEVER;
    if (first.data > resolution.data) {
      ctx.addIssue({ code: 'custom', path: ['firstResponseMinutes'], message: M.order(p) });
      return z.NEVER;
    }
    return {
      priority: p,
      firstResponseMinutes: first.data,
      resolutionMinutes: resolution.data,
      allHours: row.allHours,
    };
  });

/** PUT /api/sla-policies (and the tiers' defaults): one target for each of the four priorities. */
export const slaPoliciesInputSchema = z
  .array(policyInput, { error: M.priorities })
  .superRefine((rows, ctx) => {
    const seen = new Set<Priority>();
    rows.forEach((r, i) => {
      if (seen.has(r.priority))
        ctx.addIssue({ code: 'custom', path: [i, 'priority'], message: M.priorityTwice(r.priority) });
      seen.add(r.priority);
    });
    if (seen.size !== PRIORITIES.length || rows.length !== PRIORITIES.length)
      ctx.addIssue({ code: 'custom', path: [], message: M.priorities });
  });
export type SlaPoliciesInput = z.input<typeof slaPoliciesInputSchema>;

export const slaPolicySchema = z.object({
  priority: z.enum(PRIORITIES),
  firstResponseMinutes: z.number().int(),
  resolutionMinutes: z.number().int(),
  allHours: z.boolean(),
});
export type SlaPolicy = z.infer<typeof slaPolicySchema>;

/** A district's policy: each priority's target and where it comes from. */
export const districtSlaPolicySchema = slaPolicySchema.extend({
  source: z.enum(SLA_SOURCES),
  /** The district's tier, whose default applies where the district sets none. */
  tier: serviceLevelSchema,
});
export type DistrictSlaPolicy = z.infer<typeof districtSlaPolicySchema>;

export const tierDefaultsSchema = z.object({
  tier: serviceLevelSchema,
  policies: z.array(slaPolicySchema),
  /** True while Five Star has not changed the product's defaults of the tier. */
  productDefaults: z.boolean(),
});
export type TierDefaults = z.infer<typeof tierDefaultsSchema>;

export const slaPoliciesQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});
export const tierParamSchema = z.object({ tier: serviceLevelSchema });

/** Rows of a policy, critical first (the order screens show). */
export function policiesOf(targets: SlaTargetsByPriority): SlaPolicy[] {
  return [...PRIORITIES].reverse().map((priority) => ({ priority, ...targets[priority] }));
}

/** Targets by priority of policy rows. */
export const targetsOf = (rows: readonly SlaPolicy[]): SlaTargetsByPriority =>
  Object.fromEntries(rows.map(({ priority, ...t }) => [priority, t])) as SlaTargetsByPriority;

/**
 * System Settings' SLA targets of old (hours to resolve, per priority) as a district's own policy:
 * set targets that differ from the product's defaults were the district's contract. Null when they
 * are the defaults (the tier's targets apply).
 */
export function legacyOverride(
  hours: Record<Priority, number> | null | undefined,
  tier: ServiceLevel,
): SlaTargetsByPriority | null {
  if (!hours || PRIORITIES.every((p) => hours[p] === DEFAULT_SLA_HOURS[p])) return null;
  const base = SLA_PRODUCT_DEFAULTS[tier];
  return Object.fromEntries(
    PRIORITIES.map((p) => {
      const resolutionMinutes = Math.min(SLA_LIMITS.max, Math.max(SLA_LIMITS.min, hours[p] * 60));
      return [
        p,
        {
          ...base[p],
          resolutionMinutes,
          firstResponseMinutes: Math.min(base[p].firstResponseMinutes, resolutionMinutes),
        },
      ];
    }),
  ) as SlaTargetsByPriority;
}

/** Working minutes in words: 15 → "15 min", 90 → "1 h 30 min", 1440 → "24 h". */
export function workingMinutesInWords(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * A ticket's SLA clock (docs/product.md#sla-clock). Due times are stored when the clock starts
 * or moves (pause, resume, priority change), never recomputed on read.
 */
export const SLA_STATES = ['running', 'paused', 'met', 'at_risk', 'breached'] as const;
export type SlaState = (typeof SLA_STATES)[number];
export const SLA_STATE_LABELS: Record<SlaState, string> = {
  running: 'On track',
  paused: 'Paused',
  met: 'Met',
  at_risk: 'At risk',
  breached: 'Breached',
};

export const ticketSlaSchema = z.object({
  firstResponseDueAt: z.string(),
  resolutionDueAt: z.string(),
  firstRespondedAt: z.string().nullable(),
  /** Set while the clock is paused (the ticket waits on its requester). */
  pausedAt: z.string().nullable(),
  state: z.enum(SLA_STATES),
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;
