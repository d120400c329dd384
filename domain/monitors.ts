import { z } from 'zod';
import { text } from './http.ts';
import { INTEGRATION_SLUGS, INTEGRATIONS, type IntegrationSlug } from './integrations.ts';

// Service monitors, incidents and status (issue 32): the services a district depends on, checked
// on a schedule; two failures in a row open an incident, two successes in a row close it.

export const MONITOR_KINDS = ['https', 'dns', 'integration'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
/** `integration` covers the Google sync too (target 'google'). */
export const MONITOR_KIND_LABELS: Record<MonitorKind, string> = {
  https: 'Website (HTTPS)',
  dns: 'DNS name',
  integration: 'Integration',
};

/** degraded: up, but slow (over its response-time limit) or its certificate expires within certWarnDays. */
export const MONITOR_STATES = ['up', 'down', 'degraded', 'pending', 'paused'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];
export const MONITOR_STATE_LABELS: Record<MonitorState, string> = {
  up: 'Up',
  down: 'Down',
  degraded: 'Degraded',
  pending: 'Pending',
  paused: 'Paused',
};

export const INCIDENT_STATES = ['open', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

export const HISTORY_RANGES = ['24h', '7d', '30d'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const RANGE_MS: Record<HistoryRange, number> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
};

/** Checks are kept this long (one row per check), then pruned. */
export const CHECK_RETENTION_DAYS = 31;
/** A district has at most this many monitors. */
export const MAX_MONITORS_PER_DISTRICT = 50;

export const MONITOR_MESSAGES = {
  nameRequired: 'Give the monitor a name',
  kindInvalid: 'Choose a kind: Website (HTTPS), DNS name or Integration',
  targetRequired: 'Say what to check',
  httpsTarget: 'Enter a web address that starts with https://',
  dnsTarget: 'Enter a host name such as www.example.org',
  integrationTarget: 'Choose an integration: connectwise, incidentiq, brightgauge or google',
  intervalRange: 'Check every 1 to 15 minutes',
  expectStatusRange: 'The expected status is a number from 100 to 599',
  maxResponseRange: 'The response-time limit is 100 to 60000 ms',
  certWarnRange: 'Warn 1 to 90 days before the certificate expires',
  keywordTooLong: 'The keyword can have at most 200 characters',
  tooMany: `A district can have at most ${MAX_MONITORS_PER_DISTRICT} monitors`,
  notFound: 'Monitor not found.',
  rangeInvalid: 'Choose a range: 24h, 7d or 30d',
  stateInvalid: 'Choose a state: open or resolved',
  allProviderOnly: 'Only Five Star sees every district at once.',
  created: 'Monitor added',
  updated: 'Monitor saved',
  deleted: 'Monitor deleted',
  paused: 'Monitor paused',
  resumed: 'Monitor resumed',
  checked: 'Checked',
  saveFailed: 'Failed to save the monitor',
  deleteFailed: 'Failed to delete the monitor',
  checkFailed: 'Failed to run the check',
  noMonitors: 'No monitors yet',
  noIncidents: 'No incidents',
  /** An open incident's last word when its monitor is paused or pointed elsewhere. */
  incidentClosedPaused: 'Monitor paused: the incident was closed without a recovery check',
  incidentClosedChanged: 'Monitor changed: the incident was closed without a recovery check',
} as const;

/** A DNS host name: labels of letters, digits and hyphens, at least one dot. */
export const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;

/** Why a target is not right for its kind, or null when it is. */
export function targetProblem(kind: MonitorKind, target: string): string | null {
  const t = target.trim();
  if (!t) return MONITOR_MESSAGES.targetRequired;
  if (kind === 'https') {
    try {
      const url = new URL(t);
      if (url.protocol !== 'https:' || !url.hostname || url.username || url.password)
        return MONITOR_MESSAGES.httpsTarget;
      return null;
    } catch {
      return MONITOR_MESSAGES.httpsTarget;
    }
  }
  if (kind === 'dns') return HOST_NAME.test(t) ? null : MONITOR_MESSAGES.dnsTarget;
  return (INTEGRATION_SLUGS as readonly string[]).includes(t) ? null : MONITOR_MESSAGES.integrationTarget;
}

const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const monitorInputSchema = z
  .object({
    /** Provider admins say which district. */
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
    name: text(100, MONITOR_MESSAGES.nameRequired).min(1, MONITOR_MESSAGES.nameRequired),
    kind: z.enum(MONITOR_KINDS, { error: MONITOR_MESSAGES.kindInvalid }),
    /** https URL | host name | integration key ('connectwise'|'incidentiq'|'brightgauge'|'google'). */
    target: text(2000, MONITOR_MESSAGES.targetRequired),
    intervalMinutes: intIn(1, 15, MONITOR_MESSAGES.intervalRange).default(5),
    /** https only. */
    expectStatus: intIn(100, 599, MONITOR_MESSAGES.expectStatusRange).default(200),
    /** https only: the body must contain it. */
    keyword: z.string().max(200, MONITOR_MESSAGES.keywordTooLong).optional(),
    /** https only: slower = degraded. */
    maxResponseMs: intIn(100, 60000, MONITOR_MESSAGES.maxResponseRange).default(5000),
    /** https only. */
    certWarnDays: intIn(1, 90, MONITOR_MESSAGES.certWarnRange).default(14),
    enabled: z.boolean().default(true),
    /** Extension of the contract: an incident opens a ticket (and its recovery resolves it). */
    openTickets: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const problem = targetProblem(v.kind, v.target);
    if (problem) ctx.addIssue({ code: 'custom', path: ['target'], message: problem });
  });
export type MonitorPayload = z.output<typeof monitorInputSchema>;

const uptimeSchema = z.object({
  day: z.number().nullable(),
  week: z.number().nullable(),
  month: z.number().nullable(),
});

export const monitorSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  name: z.string(),
  kind: z.enum(MONITOR_KINDS),
  target: z.string(),
  intervalMinutes: z.number().int(),
  expectStatus: z.number().int(),
  keyword: z.string().nullable(),
  maxResponseMs: z.number().int(),
  certWarnDays: z.number().int(),
  enabled: z.boolean(),
  openTickets: z.boolean(),
  state: z.enum(MONITOR_STATES),
  lastCheckedAt: z.string().nullable(),
  /** In plain words. */
  lastMessage: z.string().nullable(),
  lastMs: z.number().int().nullable(),
  certExpiresAt: z.string().nullable(),
  /** Percents, one decimal; null when nothing was checked in the range. */
  uptime: uptimeSchema,
});
export type Monitor = z.infer<typeof monitorSchema>;

export const checkResultSchema = z.object({
  ok: z.boolean(),
  status: z.enum(MONITOR_STATES),
  ms: z.number().int().nullable(),
  /** In plain words. */
  message: z.string(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const incidentSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  monitorId: z.uuid(),
  monitorName: z.string(),
  state: z.enum(INCIDENT_STATES),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  downtimeSeconds: z.number().int().nullable(),
  ticketId: z.uuid().nullable(),
  /** The ticket's number as tickets show it ("TKT-1042"): text, as everywhere in the product. */
  ticketNumber: z.string().nullable(),
  lastMessage: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const monitorHistorySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  uptime: z.number().nullable(),
  points: z.array(
    z.object({ at: z.string(), state: z.enum(MONITOR_STATES), ms: z.number().int().nullable() }),
  ),
});
export type MonitorHistory = z.infer<typeof monitorHistorySchema>;

export const districtStatusSchema = z.object({
  districtId: z.uuid(),
  districtName: z.string(),
  health: z.number().nullable(),
  monitors: z.array(monitorSchema),
  openIncidents: z.array(incidentSchema),
});
export type DistrictStatus = z.infer<typeof districtStatusSchema>;
export const statusAnswerSchema = z.object({ districts: z.array(districtStatusSchema) });

export const monitorSuggestionSchema = z.object({
  name: z.string(),
  kind: z.enum(MONITOR_KINDS),
  target: z.string(),
});
export type MonitorSuggestion = z.infer<typeof monitorSuggestionSchema>;

// Queries of the endpoints.
const districtId = z.uuid({ error: 'Not a valid district id' }).optional();
export const listMonitorsQuerySchema = z.object({ districtId });
export const historyQuerySchema = z.object({
  range: z.enum(HISTORY_RANGES, { error: MONITOR_MESSAGES.rangeInvalid }).default('24h'),
});
export const listIncidentsQuerySchema = z.object({
  districtId,
  state: z.enum(INCIDENT_STATES, { error: MONITOR_MESSAGES.stateInvalid }).optional(),
});
export const statusQuerySchema = z.object({
  districtId,
  /** Five Star only: every district. */
  all: z
    .enum(['true', 'false'], { error: 'all is true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

// ---- Pure rules ----

const SUCCESS: ReadonlySet<MonitorState> = new Set(['up', 'degraded']);
const counted = (s: MonitorState) => s === 'up' || s === 'degraded' || s === 'down';

/** Share (percent, one decimal) of the counted checks in `range` before `now` that were up or degraded; null when none. */
export function uptimePercent(
  checks: readonly { at: string | Date; state: MonitorState }[],
  range: HistoryRange,
  now: Date = new Date(),
): number | null {
  const from = now.getTime() - RANGE_MS[range];
  let total = 0;
  let good = 0;
  for (const c of checks) {
    const t = new Date(c.at).getTime();
    if (t < from || t > now.getTime() || !counted(c.state)) continue;
    total++;
    if (SUCCESS.has(c.state)) good++;
  }
  return total === 0 ? null : Math.round((good / total) * 1000) / 10;
}

export type IncidentDecision = 'open' | 'resolve' | 'none';

/** Replays states through the damping rule: is an incident open after them? */
export function incidentOpenAfter(states: readonly MonitorState[]): boolean {
  let open = false;
  const seen: MonitorState[] = [];
  for (const s of states) {
    const d = incidentDecision(seen, s, open);
    if (d === 'open') open = true;
    if (d === 'resolve') open = false;
    seen.push(s);
  }
  return open;
}

/**
 * Two failures in a row open an incident; while it is open, two successes in a row close it (one
 * good check between failures does not, so a flapping service keeps one incident). Paused and
 * pending checks do not count. `incidentOpen` is replayed from `previousStates` when not given.
 * `previousStates` is oldest first.
 */
export function incidentDecision(
  previousStates: readonly MonitorState[],
  newState: MonitorState,
  incidentOpen: boolean = incidentOpenAfter(previousStates),
): IncidentDecision {
  if (!counted(newState)) return 'none';
  let last: MonitorState | undefined;
  for (let i = previousStates.length - 1; i >= 0; i--) {
    const s = previousStates[i] as MonitorState;
    if (counted(s)) {
      last = s;
      break;
    }
  }
  if (!last) return 'none';
  const failing = newState === 'down';
  if (!incidentOpen && failing && last === 'down') return 'open';
  if (incidentOpen && !failing && SUCCESS.has(last)) return 'resolve';
  return 'none';
}

/** Weights of System Health: down 0, degraded half, up 1 (paused and pending are not counted). */
export const HEALTH_WEIGHTS: Partial<Record<MonitorState, number>> = { up: 1, degraded: 0.5, down: 0 };

export interface HealthAnswer {
  value: number;
  why: string[];
}

/**
 * System Health: the weighted share of the district's counted monitors that are up, one decimal,
 * and why it is not 100 (each monitor down, then each degraded, in plain words); null when nothing is counted.
 */
export function systemHealth(
  monitors: readonly { name: string; state: MonitorState; lastMessage?: string | null }[],
): HealthAnswer | null {
  let total = 0;
  let score = 0;
  const down: string[] = [];
  const degraded: string[] = [];
  for (const m of monitors) {
    const w = HEALTH_WEIGHTS[m.state];
    if (w === undefined) continue;
    total++;
    score += w;
    if (m.state !== 'up')
      (m.state === 'down' ? down : degraded).push(
        `${m.name} is ${MONITOR_STATE_LABELS[m.state].toLowerCase()}${m.lastMessage ? `: ${m.lastMessage}` : ''}`,
      );
  }
  // The worst first: what is down, then what is degraded.
  const why = [...down, ...degraded];
  if (total === 0) return null;
  if (why.length === 0) why.push(total === 1 ? 'The one monitor is up' : `All ${total} monitors are up`);
  return { value: Math.round((score / total) * 1000) / 10, why };
}

/** Whole days from `now` until a certificate expires (negative once expired). */
export function certDaysLeft(expiresAt: Date | string, now: Date = new Date()): number {
  return Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 86_400_000);
}

/** What an HTTPS check saw, for its verdict. */
export interface HttpsObservation {
  status: number;
  ms: number;
  /** Null when no keyword is asked for. */
  keywordFound: boolean | null;
  certExpiresAt: Date | string | null;
}

/** The verdict of an HTTPS check from what it saw and the monitor's limits, in plain words. */
export function httpsVerdict(
  seen: HttpsObservation,
  limits: { expectStatus: number; keyword: string | null; maxResponseMs: number; certWarnDays: number },
  now: Date = new Date(),
): CheckResult {
  const ms = Math.round(seen.ms);
  if (seen.status !== limits.expectStatus)
    return {
      ok: false,
      status: 'down',
      ms,
      message: `Answered ${seen.status}, expected ${limits.expectStatus}`,
    };
  if (seen.keywordFound === false)
    return { ok: false, status: 'down', ms, message: `The page does not contain "${limits.keyword}"` };
  if (seen.certExpiresAt) {
    const days = certDaysLeft(seen.certExpiresAt, now);
    if (days < 0) return { ok: false, status: 'down', ms, message: 'The certificate has expired' };
    if (days <= limits.certWarnDays)
      return {
        ok: true,
        status: 'degraded',
        ms,
        message: `The certificate expires in ${days} day${days === 1 ? '' : 's'}`,
      };
  }
  if (ms > limits.maxResponseMs)
    return {
      ok: true,
      status: 'degraded',
      ms,
      message: `Slow: answered in ${ms} ms (limit ${limits.maxResponseMs} ms)`,
    };
  return { ok: true, status: 'up', ms, message: `Answered ${seen.status} in ${ms} ms` };
}

/** The integration's display name from its key. */
export function integrationName(slug: string): string {
  return INTEGRATIONS.find((i) => i.slug === slug)?.name ?? slug;
}

/**
 * A first set of monitors from what the district already has: its website (from settings) and its
 * configured integrations, less what is already monitored.
 */
export function monitorSuggestions(input: {
  website: string | null;
  integrations: readonly IntegrationSlug[];
  existing: readonly { kind: MonitorKind; target: string }[];
}): MonitorSuggestion[] {
  const out: MonitorSuggestion[] = [];
  const has = (kind: MonitorKind, target: string) =>
    input.existing.some((m) => m.kind === kind && m.target.toLowerCase() === target.toLowerCase());
  if (input.website) {
    const url = input.website.startsWith('http') ? input.website : `https://${input.website}`;
    try {
      const u = new URL(url);
      const https = `https://${u.host}${u.pathname === '/' ? '/' : u.pathname}`;
      if (!has('https', https)) out.push({ name: 'District website', kind: 'https', target: https });
      if (!has('dns', u.hostname)) out.push({ name: 'Website DNS', kind: 'dns', target: u.hostname });
    } catch {
      // Not an address: nothing to suggest from it.
    }
  }
  for (const slug of input.integrations)
    if (!has('integration', slug))
      out.push({ name: `${integrationName(slug)} sync`, kind: 'integration', target: slug });
  return out;
}

/** What an integration's stored record says, for its monitor (null: not configured). */
export interface IntegrationRecord {
  enabled: boolean;
  hasCredentials: boolean;
  lastSyncAt: Date | string | null;
  lastErrorAt: Date | string | null;
  lastError: string | null;
  /** How long without a good sync is lagging (null: never lagging, e.g. a manual schedule). */
  lagAfterMs: number | null;
}

const hoursAgo = (ms: number) => {
  const h = Math.round(ms / 3600_000);
  return h < 1 ? `${Math.max(1, Math.round(ms / 60_000))} minutes ago` : `${h} hour${h === 1 ? '' : 's'} ago`;
};

/**
 * The verdict of an integration monitor from its record: not configured or switched off is down,
 * a last attempt that failed is down (with its error), no sync yet or a sync older than its lag is
 * degraded, else up. BrightGauge only links a dashboard: enabled is up.
 */
export function integrationVerdict(
  slug: string,
  r: IntegrationRecord | null,
  now: Date = new Date(),
): CheckResult {
  const name = integrationName(slug);
  if (!r) return { ok: false, status: 'down', ms: null, message: `${name} is not set up for this district` };
  if (!r.enabled) return { ok: false, status: 'down', ms: null, message: `${name} is switched off` };
  if (slug === 'brightgauge') return { ok: true, status: 'up', ms: null, message: `${name} is enabled` };
  const ok = r.lastSyncAt ? new Date(r.lastSyncAt).getTime() : null;
  const failed = r.lastErrorAt ? new Date(r.lastErrorAt).getTime() : null;
  if (failed !== null && (ok === null || failed >= ok))
    return {
      ok: false,
      status: 'down',
      ms: null,
      message: `The last ${name} sync failed${r.lastError ? `: ${r.lastError}` : ''}`,
    };
  if (ok === null) return { ok: true, status: 'degraded', ms: null, message: `${name} has not synced yet` };
  const age = now.getTime() - ok;
  if (r.lagAfterMs !== null && age > r.lagAfterMs)
    return { ok: true, status: 'degraded', ms: null, message: `${name} last synced ${hoursAgo(age)}` };
  return { ok: true, status: 'up', ms: null, message: `${name} synced ${hoursAgo(age)}` };
}
