// License Tracking's payloads and answers, as zod schemas.

import { z } from 'zod';
import { importCounts } from './csv.ts';
import { isoDate, text } from './http.ts';
import { LICENSE_MESSAGES as M } from './license-messages.ts';
import {
  ASSIGNEE_KINDS,
  ASSIGNMENT_LIST_MAX,
  isPerSeat,
  LICENSE_CATEGORIES,
  LICENSE_DEFAULTS,
  LICENSE_HISTORY_ACTIONS,
  LICENSE_LIMITS,
  LICENSE_STATUSES,
  REMINDER_LIMITS,
  SEAT_MODELS,
  SEAT_TRACKINGS,
} from './license-vocabulary.ts';

export const licenseCategorySchema = z.enum(LICENSE_CATEGORIES, { error: M.invalidCategory });
export const seatModelSchema = z.enum(SEAT_MODELS, { error: M.invalidSeatModel });
export const seatTrackingSchema = z.enum(SEAT_TRACKINGS, { error: M.invalidTracking });
export const licenseStatusSchema = z.enum(LICENSE_STATUSES, { error: M.invalidStatus });

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

/** A whole number of seats, 0 or more. */
const seatNumber = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(LICENSE_LIMITS.maxSeats, M.seatCountMax);

/** Dollars, 0 or more, kept to the cent. */
const money = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(LICENSE_LIMITS.maxCost, M.costMax)
    .transform((v) => Math.round(v * 100) / 100);

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');

const isEmail = (s: string) => z.email().safeParse(s).success;
const isWebAddress = (s: string) => /^https?:\/\/[^\s/]+/i.test(s) && URL.canParse(s);

/** An email address, or nothing ('' and null both mean none). */
const optionalEmail = text(LICENSE_LIMITS.email)
  .refine((s) => s === '' || isEmail(s), M.invalidEmail)
  .nullish()
  .transform((v) => v || null);

const optionalDate = z
  .union([z.literal(''), isoDate(M.invalidDate)])
  .nullish()
  .transform((v) => v || null);

const renewalDate = z
  .string({ error: M.renewalRequired })
  .min(1, M.renewalRequired)
  .pipe(isoDate(M.invalidDate));

/** The fields of Add License and Edit. */
const licenseFields = {
  name: text(LICENSE_LIMITS.name, M.nameRequired),
  vendor: text(LICENSE_LIMITS.vendor, M.vendorRequired),
  category: licenseCategorySchema.optional().default(LICENSE_DEFAULTS.category),
  seatModel: seatModelSchema.optional().default(LICENSE_DEFAULTS.seatModel),
  /** Required for per-seat licenses; site and unlimited licenses have no seat count (0). */
  licenseCount: seatNumber(M.seatCount).nullish(),
  seatTracking: seatTrackingSchema.optional().default(LICENSE_DEFAULTS.seatTracking),
  /** Seats in use when they are entered by hand (seatTracking 'manual'). */
  usedLicenses: seatNumber(M.seatsUsed).nullish(),
  /** Annual cost in dollars; 0 shows as Free. */
  cost: money(M.cost).optional().default(LICENSE_DEFAULTS.cost),
  costPerSeat: money(M.costPerSeat)
    .nullish()
    .transform((v) => v ?? null),
  purchaseDate: optionalDate,
  renewalDate,
  autoRenew: z.boolean({ error: 'Say whether the license renews by itself.' }).optional().default(false),
  contractNumber: optionalText(LICENSE_LIMITS.contractNumber),
  notes: optionalText(LICENSE_LIMITS.notes),
  contactEmail: optionalEmail,
  /** The vendor's admin console. */
  adminUrl: text(LICENSE_LIMITS.url)
    .refine((s) => s === '' || isWebAddress(s), M.invalidUrl)
    .nullish()
    .transform((v) => v || null),
  /** Free seats at or below which the license is low on seats (default: 5 % of its seats). */
  lowSeatThreshold: seatNumber(M.threshold)
    .nullish()
    .transform((v) => v ?? null),
};

interface CheckedFields {
  seatModel: (typeof SEAT_MODELS)[number];
  licenseCount?: number | null;
  seatTracking: (typeof SEAT_TRACKINGS)[number];
  usedLicenses?: number | null;
  purchaseDate: string | null;
  renewalDate: string;
}

/** Rules across fields: a per-seat license has a seat count (and, counted by hand, seats in use); renewal not before purchase. */
function checkAcrossFields(v: CheckedFields, ctx: z.RefinementCtx) {
  if (isPerSeat(v.seatModel)) {
    if (v.licenseCount == null)
      ctx.addIssue({ code: 'custom', path: ['licenseCount'], message: M.seatCount });
    if (v.seatTracking === 'manual' && v.usedLicenses == null)
      ctx.addIssue({ code: 'custom', path: ['usedLicenses'], message: M.seatsUsedRequired });
  }
  if (v.purchaseDate && v.renewalDate < v.purchaseDate)
    ctx.addIssue({ code: 'custom', path: ['renewalDate'], message: M.renewalBeforePurchase });
}

/** The Add License and Edit dialogs' fields (the form checks against this). */
export const licenseFieldsSchema = z.object(licenseFields).superRefine(checkAcrossFields);
export type LicenseFields = z.output<typeof licenseFieldsSchema>;
export type LicenseFieldsInput = z.input<typeof licenseFieldsSchema>;

/** POST /api/licenses. */
export const createLicenseSchema = z.object({ ...licenseFields, districtId }).superRefine(checkAcrossFields);

/** PUT /api/licenses/{id}: every field again; `cancelled` cancels or reactivates (left out: unchanged). */
export const updateLicenseSchema = z
  .object({
    ...licenseFields,
    cancelled: z.boolean({ error: 'Say whether the license is cancelled.' }).optional(),
  })
  .superRefine(checkAcrossFields);
export type UpdateLicensePayload = z.input<typeof updateLicenseSchema>;

/** POST /api/licenses/{id}/renewals: the new term's renewal date and (optionally) its cost. */
export const renewLicenseSchema = z.object({
  renewalDate,
  cost: money(M.cost).optional(),
});
export type RenewLicensePayload = z.input<typeof renewLicenseSchema>;

const reminderDay = z
  .number({ error: M.reminderDay })
  .int(M.reminderDay)
  .min(REMINDER_LIMITS.minDays, M.reminderDay)
  .max(REMINDER_LIMITS.maxDays, M.reminderDay);

/** PUT /api/licenses/{id}/reminders: the days before renewal a reminder goes out (empty: none). */
export const setRemindersSchema = z.object({
  daysBefore: z.array(reminderDay, { error: M.reminderDay }).max(REMINDER_LIMITS.maxSteps, M.reminderSteps),
});
export type SetRemindersPayload = z.input<typeof setRemindersSchema>;

/** Someone who is not a user of the district, named by name and email. */
export const seatPersonSchema = z.object({
  name: text(LICENSE_LIMITS.name, M.assigneeName),
  email: text(LICENSE_LIMITS.email, M.invalidEmail).refine(isEmail, M.invalidEmail),
});

/** POST /api/licenses/{id}/assignments: `{ userId }`, `{ assetId }` or `{ name, email }`. */
export const assignSeatSchema = z
  .object(
    {
      userId: z.uuid({ error: 'Not a valid user id' }).optional(),
      assetId: z.uuid({ error: 'Not a valid device id' }).optional(),
      name: text(LICENSE_LIMITS.name).optional(),
      email: text(LICENSE_LIMITS.email).optional(),
    },
    { error: M.assigneeRequired },
  )
  .superRefine((v, ctx) => {
    const kinds = [v.userId, v.assetId, v.name || v.email].filter(Boolean).length;
    if (kinds !== 1) return void ctx.addIssue({ code: 'custom', path: [], message: M.assigneeRequired });
    if (v.userId || v.assetId) return;
    const person = seatPersonSchema.safeParse({ name: v.name ?? '', email: v.email ?? '' });
    for (const issue of person.success ? [] : person.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type AssignSeatPayload = z.input<typeof assignSeatSchema>;

/** Filters of the list, the export and the summary's neighbours. */
export const licenseFilterSchema = z.object({
  status: z.enum([...LICENSE_STATUSES, 'all'], { error: M.invalidStatus }).optional(),
  category: z.enum([...LICENSE_CATEGORIES, 'all'], { error: M.invalidCategory }).optional(),
  /** Searches name and vendor. */
  q: text(200).optional(),
});
export type LicenseFilter = z.infer<typeof licenseFilterSchema>;

export const listLicensesQuerySchema = licenseFilterSchema.extend({ districtId });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportLicensesQuerySchema = licenseFilterSchema.extend({
  districtId,
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx.' }).optional().default('csv'),
});

/** POST /api/licenses/import?dryRun=true checks and previews; dryRun=false imports every row or none. */
export const importLicensesQuerySchema = z.object({
  districtId,
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).optional().default('true'),
});

export const listAssignmentsQuerySchema = z.object({
  districtId,
  /** Searches the assignee's name, email and device details. */
  q: text(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ASSIGNMENT_LIST_MAX, `Limit must be at most ${ASSIGNMENT_LIST_MAX}`)
    .optional(),
});

export const assignmentParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  assignmentId: z.uuid({ error: 'Not a valid assignment id' }),
});

export const licenseSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  name: z.string(),
  vendor: z.string(),
  category: licenseCategorySchema,
  seatModel: seatModelSchema,
  /** Seats bought (0 for site and unlimited licenses). */
  licenseCount: z.number().int(),
  /** Seats in use: the assignments, or the number entered by hand. */
  usedLicenses: z.number().int(),
  seatTracking: seatTrackingSchema,
  /** Seats held by assignments (whatever the tracking). */
  assignedSeats: z.number().int(),
  /** Annual cost; null for callers who may not see costs (technicians). */
  cost: z.number().nullable(),
  costPerSeat: z.number().nullable(),
  purchaseDate: z.string().nullable(),
  renewalDate: z.string(),
  autoRenew: z.boolean(),
  contractNumber: z.string(),
  notes: z.string(),
  contactEmail: z.string().nullable(),
  adminUrl: z.string().nullable(),
  lowSeatThreshold: z.number().int().nullable(),
  /** Days before renewal a reminder goes out, furthest first. */
  reminderDays: z.array(z.number().int()),
  status: licenseStatusSchema,
  /** Days until the renewal date (negative: overdue). */
  daysUntilRenewal: z.number().int(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

/**
 * A license as GET /api/licenses lists it: what the table, the cards of Expiring Soon and the bars
 * of Utilization show. Contract, notes, contacts and times come with the license itself
 * (GET /api/licenses/{id}), so a district of thousands of licenses stays a light list.
 */
/** The Utilization tab's advice of a per-seat license (utilizationAdvice). */
export const utilizationAdviceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('over'), text: z.string(), extraSeats: z.number().int() }),
  z.object({ kind: z.enum(['high', 'healthy']), text: z.string() }),
  z.object({ kind: z.literal('early'), text: z.string(), detail: z.string() }),
  z.object({
    kind: z.literal('low'),
    text: z.string(),
    /** A seat count that would bring utilization just under the orange band. */
    reduceTo: z.number().int(),
    /** What dropping the other seats would save a year; null when the cost is not known to the caller (or is zero). */
    savings: z.number().nullable(),
    /** The plain sentence: how many seats to keep, and what the others cost. */
    detail: z.string(),
  }),
]);
export type UtilizationAdvice = z.infer<typeof utilizationAdviceSchema>;

const licenseListFields = licenseSchema.omit({
  districtId: true,
  assignedSeats: true,
  contractNumber: true,
  notes: true,
  contactEmail: true,
  adminUrl: true,
  cancelledAt: true,
  createdAt: true,
  updatedAt: true,
});
export const licenseListItemSchema = licenseListFields.extend({
  /** The Utilization tab's advice, on the district's today; null for site and unlimited licenses. */
  advice: utilizationAdviceSchema.nullable(),
});
export type LicenseListItem = z.infer<typeof licenseListItemSchema>;

/** The four cards: the whole district, whatever the filters. */
export const licenseSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
  cancelled: z.number().int(),
  /** Annual cost of the licenses not cancelled; null for callers who may not see costs. */
  totalAnnualCost: z.number().nullable(),
  /** Seats of the per-seat licenses not cancelled, and how many are in use. */
  seats: z.object({ total: z.number().int(), used: z.number().int() }),
  /** Used of total seats as a whole percent; null without any counted seats. */
  utilization: z.number().int().nullable(),
});
export type LicenseSummary = z.infer<typeof licenseSummarySchema>;

export const licenseAssignmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ASSIGNEE_KINDS),
  userId: z.uuid().nullable(),
  assetId: z.uuid().nullable(),
  /** The person's name, or the device's name. */
  name: z.string(),
  email: z.string().nullable(),
  /** The device's asset tag and model, or the user's role; '' for a named person. */
  detail: z.string(),
  /** The user or device has since been removed (the seat stays held until it is freed). */
  removed: z.boolean(),
  assignedAt: z.string(),
  assignedByName: z.string(),
});
export type LicenseAssignment = z.infer<typeof licenseAssignmentSchema>;

export const assignmentPageSchema = z.object({
  items: z.array(licenseAssignmentSchema),
  /** How many assignments match the search (all of them, not only those listed). */
  total: z.number().int(),
});
export type AssignmentPage = z.infer<typeof assignmentPageSchema>;

const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const licenseHistoryDetailsSchema = z.object({
  /** What an edit changed; `hidden` values (costs for technicians) are left out. */
  changes: z
    .array(
      z.object({ field: z.string(), from: historyValue, to: historyValue, hidden: z.boolean().optional() }),
    )
    .optional(),
  /** A renewal: the term it ended and the new one. */
  previous: z.object({ renewalDate: z.string(), cost: z.number().nullable() }).optional(),
  renewalDate: z.string().optional(),
  cost: z.number().nullable().optional(),
  reminderDays: z.array(z.number()).optional(),
  /** Who or what got or gave back a seat. */
  assignee: z.string().optional(),
  step: z.number().optional(),
  freeSeats: z.number().optional(),
});
export type LicenseHistoryDetails = z.infer<typeof licenseHistoryDetailsSchema>;

export const licenseHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(LICENSE_HISTORY_ACTIONS),
  details: licenseHistoryDetailsSchema,
  actorName: z.string(),
  createdAt: z.string(),
});
export type LicenseHistoryEntry = z.infer<typeof licenseHistoryEntrySchema>;

export const licenseImportRejectionSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: z.number().int(),
  name: z.string(),
  reasons: z.array(z.string()),
});
export type LicenseImportRejection = z.infer<typeof licenseImportRejectionSchema>;

export const licenseImportReportSchema = z.object({
  ...importCounts,
  rejected: z.array(licenseImportRejectionSchema),
  /** The first valid rows as they would be added. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      vendor: z.string(),
      category: licenseCategorySchema,
      seatModel: seatModelSchema,
      licenseCount: z.number().int(),
      cost: z.number().nullable(),
      renewalDate: z.string(),
      status: licenseStatusSchema,
    }),
  ),
});
export type LicenseImportReport = z.infer<typeof licenseImportReportSchema>;

/** A license renewing soon, as the dashboards list it. */
export const upcomingRenewalSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  districtName: z.string(),
  name: z.string(),
  vendor: z.string(),
  renewalDate: z.string(),
  daysLeft: z.number().int(),
  autoRenew: z.boolean(),
});
export type UpcomingRenewal = z.infer<typeof upcomingRenewalSchema>;
