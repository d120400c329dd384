import { z } from 'zod';
import { ASSET_STATUSES, type AssetCategory } from './asset-vocabulary.ts';
import { isoDate } from './http.ts';
import { PRIORITIES } from './priorities.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES } from './tickets.ts';
import { SERVICE_LEVELS } from './tiers.ts';

// Analytics & Reports (see docs/product.md#analytics): the vocabulary, the query, the answers and
// the one definition of each figure that is not a plain count. Counts are numbers (0 is a fact);
// a rate, a duration or a ratio with nothing to measure is null, and the screens say why.

export const ANALYTICS_TABS = ['overview', 'tickets', 'assets', 'costs', 'performance'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const ANALYTICS_TAB_LABELS: Record<AnalyticsTab, string> = {
  overview: 'Overview',
  tickets: 'Tickets',
  assets: 'Assets',
  costs: 'Costs',
  performance: 'Performance',
};

export const REPORTS = ['executive-summary', 'technical-details', 'cost-analysis'] as const;
export type ReportKind = (typeof REPORTS)[number];
export const REPORT_TITLES: Record<ReportKind, string> = {
  'executive-summary': 'Executive Summary',
  'technical-details': 'Technical Details',
  'cost-analysis': 'Cost Analysis',
};

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The range presets of the screen; 'custom' takes from and to. */
export const RANGE_PRESETS = ['7d', '30d', '90d', '1y', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
  custom: 'Custom range',
};
const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** The longest range a question may span (five years of days). */
export const MAX_RANGE_DAYS = 5 * 365 + 1;
/** A roll-up names at most this many districts by id. */
export const MAX_ROLLUP_IDS = 1000;
/** The dashboard's Service-Level Performance looks back this many days. */
export const SLA_WINDOW_DAYS = 30;
/** A Chromebook, laptop, desktop or tablet is due for replacement this many years after it entered the inventory. */
export const DEVICE_LIFECYCLE_YEARS = 4;
/** The categories counted as student devices (devices per student): keys of the default list. */
export const STUDENT_DEVICE_CATEGORIES: readonly AssetCategory[] = [
  'chromebook',
  'laptop',
  'desktop',
  'tablet',
];
/** Asset age bands, in whole years since an asset entered the inventory. */
export const AGE_BANDS = ['< 1 year', '1–2 years', '2–3 years', '3–4 years', '4+ years'] as const;

export const ANALYTICS_MESSAGES = {
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  fromAfterTo: 'From must not be after To',
  rangeTooLong: 'The range may span at most 5 years',
  tabInvalid: 'Choose a tab: overview, tickets, assets, costs or performance',
  reportInvalid: 'Choose a report: executive-summary, technical-details or cost-analysis',
  formatInvalid: 'Choose a format: pdf or xlsx',
  districtIdsInvalid: 'districtIds must be district ids separated by commas',
  districtIdsTooMany: `A roll-up may name at most ${MAX_ROLLUP_IDS} districts`,
  tierInvalid: 'Choose a service level',
  oneScope: 'Name one district, a set of districts or a tier, not several',
  loadError: 'Analytics could not be loaded.',
  exportFailed: 'The file could not be made.',
  subscribedInvalid: 'Say whether to subscribe: true or false',
  subscribed: 'You will receive the Executive Summary by email each month.',
  unsubscribed: 'You will no longer receive the monthly Executive Summary.',
  subscriptionFailed: 'The subscription could not be changed.',
  /** Why a figure shows '—'. */
  noTickets: 'No tickets in this period',
  noResolved: 'No tickets resolved in this period',
  noResponses: 'No ticket had a first response in this period',
  noAssets: 'No assets in the inventory',
  noEnrollment: 'Enrollment is not set in the District profile',
  noLicenses: 'No licenses recorded',
  noSeats: 'No per-seat licenses',
  noCostsForRole: 'License costs are shown to administrators and viewers',
  noVisits: 'No visits in this period',
  noCompletedVisits: 'No completed visits in this period',
  noSparky: 'No questions asked of SPARK in this period',
  /** Beside the "That solved it" and tickets-after-SPARK figures. */
  selfServiceHint: 'From the help portal: "That solved it" and "I still need help"',
  solvedHint: '"That solved it" in the help portal',
  afterSparkyHint: '"I still need help" in the help portal',
  noPurchaseData: 'No asset has a purchase cost and date recorded',
  noWarrantyData: 'No warranty end dates recorded',
  noMoneyForRole: 'Asset value and repair costs are shown to district administrators',
  noAssetValue: 'Shown to district administrators once assets have a cost and purchase date',
  noRepairs: 'No repairs opened in this period',
  noDamage: 'No devices by site or grade to compare',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whole days from `from` to `to`, both included ("2026-01-01".."2026-01-01" is 1). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function addDaysIso(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const todayIso = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today = todayIso()) {
  return { from: addDaysIso(today, 1 - PRESET_DAYS[preset]), to: today };
}

/** The period of the same length just before a range: what stat cards compare with. */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range.from, range.to);
  return { ...range, from: addDaysIso(range.from, -days), to: addDaysIso(range.from, -1) };
}

export interface DateRange {
  from: string;
  to: string;
  /** The zone whose days these are: the district's (UTC when absent, e.g. districts of several zones). */
  timeZone?: string;
}

/** How a series over the range is grouped: days up to two months, weeks up to a half-year, then months. */
export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];
export function bucketFor(range: DateRange): Bucket {
  const days = rangeDays(range.from, range.to);
  return days <= 62 ? 'day' : days <= 190 ? 'week' : 'month';
}

/** The first day of the bucket that holds `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysIso(day, -weekday);
}

/** Every bucket of a range, in order, by its first day (the first may start before the range). */
export function bucketStarts(range: DateRange, bucket: Bucket): string[] {
  const starts: string[] = [];
  let at = bucketStart(range.from, bucket);
  while (at <= range.to) {
    starts.push(at);
    at =
      bucket === 'day'
        ? addDaysIso(at, 1)
        : bucket === 'week'
          ? addDaysIso(at, 7)
          : new Date(Date.UTC(Number(at.slice(0, 4)), Number(at.slice(5, 7)), 1)).toISOString().slice(0, 10);
  }
  return starts;
}

/** A share in percent with one decimal; null when there is nothing to share (never 0 % or 100 % by default). */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A ratio with two decimals (devices per student); null without a denominator. */
export function ratioOf(part: number, whole: number | null): number | null {
  if (whole === null || !(whole > 0)) return null;
  return Math.round((part / whole) * 100) / 100;
}

/** Money per head, to the cent; null without a denominator or without a cost. */
export function perHead(amount: number | null, heads: number | null): number | null {
  if (amount === null || heads === null || !(heads > 0)) return null;
  return Math.round((amount / heads) * 100) / 100;
}

/**
 * The change of a stat card against the previous period: the relative change in percent (rounded),
 * or null when either side is missing or the previous value is 0 (no honest percentage).
 */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** The year a device that entered the inventory in `year` is due for replacement. */
export const replacementYear = (year: number) => year + DEVICE_LIFECYCLE_YEARS;

/** The age band of an asset that is `years` whole years old. */
export function ageBand(years: number): (typeof AGE_BANDS)[number] {
  return AGE_BANDS[Math.max(0, Math.min(AGE_BANDS.length - 1, Math.floor(years)))]!;
}

// ---------------------------------------------------------------------------------------------
// The question: which districts, which days.

const districtIdsSchema = z
  .string()
  .max(MAX_ROLLUP_IDS * 37, ANALYTICS_MESSAGES.districtIdsTooMany)
  .transform((s) => s.split(',').map((p) => p.trim()))
  .refine((ids) => ids.every((id) => UUID.test(id)), ANALYTICS_MESSAGES.districtIdsInvalid)
  .refine((ids) => ids.length <= MAX_ROLLUP_IDS, ANALYTICS_MESSAGES.districtIdsTooMany)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const scopeFields = {
  /** One district. */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** A roll-up of the named districts (provider admins; a district user may name only their own). */
  districtIds: districtIdsSchema.optional(),
  /** A roll-up of every active district of a tier (provider admins). */
  tier: z.enum(SERVICE_LEVELS, { error: ANALYTICS_MESSAGES.tierInvalid }).optional(),
  from: isoDate(ANALYTICS_MESSAGES.fromInvalid).optional(),
  to: isoDate(ANALYTICS_MESSAGES.toInvalid).optional(),
};

type ScopeInput = { districtId?: string; districtIds?: string[]; tier?: string; from?: string; to?: string };
function checkScope(q: ScopeInput, ctx: z.RefinementCtx) {
  const named = [q.districtId, q.districtIds, q.tier].filter((v) => v !== undefined).length;
  if (named > 1)
    ctx.addIssue({ code: 'custom', path: ['districtIds'], message: ANALYTICS_MESSAGES.oneScope });
  if (q.from && q.to) {
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (rangeDays(q.from, q.to) > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.rangeTooLong });
  }
}

/** GET /api/analytics/{tab}: without from and to, the last 30 days. */
export const analyticsQuerySchema = z.object(scopeFields).superRefine(checkScope);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsTabParamsSchema = z.object({
  tab: z.enum(ANALYTICS_TABS, { error: ANALYTICS_MESSAGES.tabInvalid }),
});
export const reportParamsSchema = z.object({
  report: z.enum(REPORTS, { error: ANALYTICS_MESSAGES.reportInvalid }),
});
export const exportQuerySchema = z
  .object({
    ...scopeFields,
    format: z.enum(EXPORT_FORMATS, { error: ANALYTICS_MESSAGES.formatInvalid }),
    tab: z.enum(ANALYTICS_TABS, { error: ANALYTICS_MESSAGES.tabInvalid }).default('overview'),
  })
  .superRefine(checkScope);

/** The range a query asks for: its own days, or the last 30 days ending today. */
export function rangeOf(q: { from?: string; to?: string }, today = todayIso()): DateRange {
  if (q.from && q.to) return { from: q.from, to: q.to };
  if (q.to) return { from: addDaysIso(q.to, -29), to: q.to };
  if (q.from) {
    // Thirty days from `from`, or up to today when that comes first (never before `from`).
    const [first] = [addDaysIso(q.from, 29), today].sort();
    return { from: q.from, to: [first!, q.from].sort()[1]! };
  }
  return presetRange('30d', today);
}

// ---------------------------------------------------------------------------------------------
// The answers.

const n = z.number();
const nullableNumber = z.number().nullable();
const rangeSchema = z.object({ from: z.string(), to: z.string(), timeZone: z.string().optional() });

export const analyticsScopeSchema = z.object({
  kind: z.enum(['district', 'rollup']),
  /** The districts counted. */
  districtIds: z.array(z.string()),
  /** "Benson Unified", "All districts (12)", "FS Altitude districts (4)", "3 districts". */
  label: z.string(),
  range: rangeSchema,
  previousRange: rangeSchema,
  bucket: z.enum(BUCKETS),
  generatedAt: z.string(),
});
export type AnalyticsScope = z.infer<typeof analyticsScopeSchema>;

const countBy = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.array(z.object({ key: z.enum(keys), count: n }));
const durationSchema = z.object({ medianHours: nullableNumber, p90Hours: nullableNumber });

export const ticketFiguresSchema = z.object({
  created: n,
  resolved: n,
  /** Unresolved tickets at the end of the range. */
  open: n,
  reopened: n,
  /** Of the tickets resolved in the range, the share resolved within their priority's target. */
  slaMetPercent: nullableNumber,
  firstResponse: durationSchema,
  resolution: durationSchema,
});
export type TicketFigures = z.infer<typeof ticketFiguresSchema>;

/** The groupings of "SLA met" on the Tickets tab. */
export const SLA_GROUPINGS = ['priority', 'tier', 'technician', 'district'] as const;
export type SlaGrouping = (typeof SLA_GROUPINGS)[number];
export const SLA_GROUPING_LABELS: Record<SlaGrouping, string> = {
  priority: 'Priority',
  tier: 'Tier',
  technician: 'Technician',
  district: 'District',
};

/**
 * "SLA met" of a group: of its tickets resolved in the range whose clock stopped (`measured`), those
 * that kept both promises (`met`), the first response, the resolution, on the district's working
 * time (domain/sla-clock.ts verdictOf). Tickets opened before the clock existed are not measured.
 */
export const slaGroupSchema = z.object({
  /** The priority or tier key, the technician's or district's id ('' for unassigned). */
  key: z.string(),
  label: z.string(),
  measured: n,
  met: n,
  metPercent: nullableNumber,
  firstResponseMet: n,
  firstResponsePercent: nullableNumber,
  resolutionMet: n,
  resolutionPercent: nullableNumber,
});
export type SlaGroup = z.infer<typeof slaGroupSchema>;

/** Counts of a group as the query answers them. */
export interface SlaCounts {
  key: string;
  label: string;
  measured: number;
  met: number;
  firstResponseMet: number;
  resolutionMet: number;
}

/**
 * A grouping's rows: every key of a fixed vocabulary (priorities, tiers: in its order, 0 where none
 * was measured), or, for open-ended keys (technicians, districts), the measured ones, most measured
 * first, then by name.
 */
export function slaGroups(
  counts: readonly SlaCounts[],
  vocabulary?: readonly { key: string; label: string }[],
) {
  const withPercents = (c: SlaCounts): SlaGroup => ({
    ...c,
    metPercent: percentOf(c.met, c.measured),
    firstResponsePercent: percentOf(c.firstResponseMet, c.measured),
    resolutionPercent: percentOf(c.resolutionMet, c.measured),
  });
  if (vocabulary)
    return vocabulary.map(({ key, label }) =>
      withPercents(
        counts.find((c) => c.key === key) ?? {
          key,
          label,
          measured: 0,
          met: 0,
          firstResponseMet: 0,
          resolutionMet: 0,
        },
      ),
    );
  return [...counts]
    .sort((a, b) => b.measured - a.measured || a.label.localeCompare(b.label))
    .map(withPercents);
}

export const ticketsAnswerSchema = z.object({
  scope: analyticsScopeSchema,
  figures: ticketFiguresSchema,
  previous: ticketFiguresSchema,
  /** Per bucket: created, resolved, and the backlog (unresolved) at the bucket's end. */
  series: z.array(z.object({ date: z.string(), created: n, resolved: n, backlog: n })),
  byCategory: countBy(TICKET_CATEGORIES),
  byPriority: countBy(PRIORITIES),
  byStatus: countBy(TICKET_STATUSES),
  /** SLA met on working time, from the stored clocks of the tickets resolved in the range (see SlaGroup). */
  slaBy: z.object({
    priority: z.array(slaGroupSchema),
    tier: z.array(slaGroupSchema),
    technician: z.array(slaGroupSchema),
    district: z.array(slaGroupSchema),
  }),
});
export type TicketsAnswer = z.infer<typeof ticketsAnswerSchema>;

export const assetFiguresSchema = z.object({
  total: n,
  studentDevices: n,
  enrollment: nullableNumber,
  devicesPerStudent: nullableNumber,
  /** Devices whose replacement falls in the range's last year or earlier (see DEVICE_LIFECYCLE_YEARS). */
  dueForReplacement: n,
  /** Assets in use whose warranty ends today or within 90 days; null when no warranty date is recorded. */
  warrantyEnding: nullableNumber,
  /** Straight-line book value at the range's end of the assets with a cost and purchase date (money). */
  value: nullableNumber,
  /** What they lose in the fiscal year (July–June) the range ends in (money). */
  depreciationThisYear: nullableNumber,
  /** That fiscal year: "FY2026-27". */
  fiscalYear: z.string(),
  /** Assets with a cost and a purchase date (what value and depreciation count). */
  valued: n,
});
/** Damage reports per 100 devices, of a site or a grade, in the range. */
const damageRateSchema = z.object({ label: z.string(), devices: n, damages: n, per100: nullableNumber });
export type DamageRate = z.infer<typeof damageRateSchema>;
export const assetsAnswerSchema = z.object({
  scope: analyticsScopeSchema,
  figures: assetFiguresSchema,
  /** The categories that have assets, in the order of the district's list, with its labels. */
  byCategory: z.array(z.object({ key: z.string(), label: z.string(), count: n })),
  byStatus: countBy(ASSET_STATUSES),
  byAge: z.array(z.object({ key: z.string(), count: n })),
  /** Devices (laptops, desktops, tablets in use) due for replacement per year. */
  replacementForecast: z.array(z.object({ year: n, count: n })),
  /** False for technicians and viewers: value, depreciation and repair costs are null. */
  moneyVisible: z.boolean(),
  /** Repairs opened in the range per model, costliest first: parts used (and their cost, money). */
  repairsByModel: z.array(z.object({ model: z.string(), devices: n, repairs: n, cost: nullableNumber })),
  /** Damage reports in the range per 100 student devices, by site and by the holder's grade. */
  damageBySite: z.array(damageRateSchema),
  damageByGrade: z.array(damageRateSchema),
});
export type AssetsAnswer = z.infer<typeof assetsAnswerSchema>;

export const costFiguresSchema = z.object({
  /** Licences not cancelled: their annual cost. Null without licences, or for a role that sees no costs. */
  annualCost: nullableNumber,
  licenses: n,
  enrollment: nullableNumber,
  costPerStudent: nullableNumber,
  /** Unused per-seat seats times their seat price. */
  unusedSeatCost: nullableNumber,
  unusedSeats: n,
  /** Renewals due in the range and their cost. */
  renewalsInRange: n,
  renewalCostInRange: nullableNumber,
  assetValue: nullableNumber,
});
export const costsAnswerSchema = z.object({
  scope: analyticsScopeSchema,
  figures: costFiguresSchema,
  /** False for technicians: money is left out (null) and the lists are empty. */
  costsVisible: z.boolean(),
  byCategory: z.array(z.object({ key: z.string(), cost: n, licenses: n })),
  byVendor: z.array(z.object({ key: z.string(), cost: n, licenses: n })),
  /** Renewals ahead (from the range's start), soonest first. */
  renewals: z.array(
    z.object({ name: z.string(), vendor: z.string(), renewalDate: z.string(), cost: nullableNumber }),
  ),
});
export type CostsAnswer = z.infer<typeof costsAnswerSchema>;

export const performanceFiguresSchema = z.object({
  visits: n,
  completed: n,
  /** Of completed visits, the share completed by their scheduled end. */
  onTimePercent: nullableNumber,
  /** Average minutes from arrival on site to completion, of completed visits with both times. */
  avgMinutesOnSite: nullableNumber,
  sparkyAnswers: n,
  /** Of SPARK's answers, the share that did not become a ticket. */
  deflectionPercent: nullableNumber,
  /** Conversations the asker ended with "That solved it" (no ticket needed). */
  deflections: n,
  /** Tickets opened after SPARK ("I still need help": source sparky). */
  ticketsAfterSparky: n,
});
export const performanceAnswerSchema = z.object({
  scope: analyticsScopeSchema,
  figures: performanceFiguresSchema,
  previous: performanceFiguresSchema,
  byTechnician: z.array(
    z.object({ name: z.string(), visits: n, completed: n, onTimePercent: nullableNumber }),
  ),
});
export type PerformanceAnswer = z.infer<typeof performanceAnswerSchema>;

export const overviewAnswerSchema = z.object({
  scope: analyticsScopeSchema,
  tickets: z.object({ created: n, resolved: n, open: n, reopened: n }),
  slaMetPercent: nullableNumber,
  resolutionMedianHours: nullableNumber,
  assets: z.object({ total: n, devicesPerStudent: nullableNumber }),
  licenses: z.object({ annualCost: nullableNumber, unusedSeatCost: nullableNumber }),
  visits: z.object({ onTimePercent: nullableNumber }),
  previous: z.object({
    tickets: z.object({ created: n, resolved: n }),
    slaMetPercent: nullableNumber,
    resolutionMedianHours: nullableNumber,
    visits: z.object({ onTimePercent: nullableNumber }),
  }),
  series: ticketsAnswerSchema.shape.series,
});
export type OverviewAnswer = z.infer<typeof overviewAnswerSchema>;

export const analyticsAnswerSchema = z.union([
  overviewAnswerSchema,
  ticketsAnswerSchema,
  assetsAnswerSchema,
  costsAnswerSchema,
  performanceAnswerSchema,
]);
export interface AnalyticsAnswers {
  overview: OverviewAnswer;
  tickets: TicketsAnswer;
  assets: AssetsAnswer;
  costs: CostsAnswer;
  performance: PerformanceAnswer;
}

/** GET/PUT /api/analytics/subscription: the caller's monthly Executive Summary by email. */
export const subscriptionSchema = z.object({ subscribed: z.boolean() });
export const setSubscriptionSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  subscribed: z.boolean({ error: ANALYTICS_MESSAGES.subscribedInvalid }),
});

/** The calendar month before the one `today` falls in: what a monthly report covers. */
export function previousMonth(today = todayIso()): DateRange & { month: string } {
  const first = `${today.slice(0, 7)}-01`;
  const to = addDaysIso(first, -1);
  return { from: `${to.slice(0, 7)}-01`, to, month: to.slice(0, 7) };
}

/** The file name of an export or a report: "analytics-tickets-2026-01-01-to-2026-01-31.pdf". */
export function analyticsFileName(what: string, range: DateRange, format: ExportFormat): string {
  return `${what}-${range.from}-to-${range.to}.${format}`;
}
