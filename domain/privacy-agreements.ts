import { z } from 'zod';
import { isoDate, text } from './http.ts';
import { daysBetween, dueReminderSteps } from './license-rules.ts';
import { DEFAULT_REMINDER_DAYS } from './license-vocabulary.ts';

/**
 * Vendor data privacy agreements (docs/product.md#vendor-agreements): the vocabulary, the payloads
 * and answers, the rules (the status a person reads, which apps lack an agreement, the expiry
 * reminders) and the export a parent may ask for.
 */

/** Where an app's data privacy agreement (DPA) stands. */
export const DPA_STATUSES = ['none', 'requested', 'signed', 'expired', 'declined'] as const;
export type DpaStatus = (typeof DPA_STATUSES)[number];

export const DPA_STATUS_LABELS: Record<DpaStatus, string> = {
  none: 'No agreement',
  requested: 'Requested',
  signed: 'Signed',
  expired: 'Expired',
  declined: 'Declined',
};

/** The kind of agreement: the SDPC's National DPA, a state's own DPA, or the vendor's terms. */
export const AGREEMENT_TYPES = ['ndpa', 'state_dpa', 'vendor_terms'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const AGREEMENT_TYPE_LABELS: Record<AgreementType, string> = {
  ndpa: 'National DPA (SDPC)',
  state_dpa: 'State DPA',
  vendor_terms: 'Vendor terms',
};

/** The checklist of student data an app may receive, in the order the dialog and the export show it. */
export const DATA_ELEMENTS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email address' },
  { key: 'student_id', label: 'Student ID' },
  { key: 'date_of_birth', label: 'Date of birth' },
  { key: 'grade_level', label: 'Grade level' },
  { key: 'grades', label: 'Grades and assessment results' },
  { key: 'attendance', label: 'Attendance' },
  { key: 'demographics', label: 'Demographics (race, ethnicity, language)' },
  { key: 'address', label: 'Home address or phone' },
  { key: 'parent_contact', label: 'Parent or guardian contact' },
  { key: 'photos', label: 'Photos' },
  { key: 'voice_video', label: 'Voice or video recordings' },
  { key: 'location', label: 'Location' },
  { key: 'health', label: 'Health information' },
  { key: 'disability', label: 'Disability, IEP or 504 plan' },
  { key: 'behavior', label: 'Behavior and discipline' },
  { key: 'free_lunch', label: 'Free or reduced lunch status' },
  { key: 'device_ids', label: 'Device identifiers (IP, device id)' },
  { key: 'usage', label: 'Activity and usage data' },
  { key: 'messages', label: 'Messages and student work' },
] as const;
export type DataElement = (typeof DATA_ELEMENTS)[number]['key'];
export const DATA_ELEMENT_KEYS = DATA_ELEMENTS.map((e) => e.key) as [DataElement, ...DataElement[]];
export const DATA_ELEMENT_LABELS = Object.fromEntries(DATA_ELEMENTS.map((e) => [e.key, e.label])) as Record<
  DataElement,
  string
>;

/** An agreement nearing its expiry reminds the district's administrators on the license ladder's days. */
export const AGREEMENT_REMINDER_DAYS: readonly number[] = DEFAULT_REMINDER_DAYS;

export const AGREEMENT_LIMITS = { vendor: 200, appName: 200, url: 2000 } as const;

export const PRIVACY_AGREEMENT_MESSAGES = {
  invalidStatus: 'Choose where the agreement stands: none, requested, signed, expired or declined.',
  invalidType: 'Choose the agreement type: National DPA, state DPA or vendor terms.',
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  signedAtRequired: 'A signed agreement needs the day it was signed.',
  expiresBeforeSigned: 'The agreement cannot expire before it was signed.',
  invalidDataElement: 'Choose the data elements shared from the checklist.',
  invalidUrl: 'The agreement link must be an http:// or https:// address.',
  approvedRequired: 'Say whether the app is approved for student use.',
  vendorRequired: 'Vendor is required.',
  appNameRequired: 'App name is required.',
  invalidMissingAgreement: 'missingAgreement must be true or false.',
  licenseNotFound: 'License not found.',
  appNotFound: 'App not found.',
  appExists: 'This app is already on the list.',
  appHasLicense: 'This app has a license: record its agreement on the license’s row.',
  saved: 'Agreement saved',
  saveFailed: 'The agreement could not be saved.',
  added: 'App added',
  addFailed: 'The app could not be added.',
  removed: 'App removed',
  removeFailed: 'The app could not be removed.',
  loadFailed: 'The apps could not be loaded.',
  exportFailed: 'The list could not be exported.',
  empty: 'No apps yet',
  emptyHint: 'Licenses of the district show here; add an app in use without a license.',
  noMatch: 'No app matches these filters.',
  noneMissing: 'Every app in use has a signed agreement.',
} as const;
const M = PRIVACY_AGREEMENT_MESSAGES;

// --- Rules -------------------------------------------------------------------------------------

/** The status a person reads: a signed agreement past its expiry date is expired. */
export function effectiveDpaStatus(
  a: { dpaStatus: DpaStatus; expiresAt: string | null },
  today: string,
): DpaStatus {
  if (a.dpaStatus === 'signed' && a.expiresAt !== null && a.expiresAt < today) return 'expired';
  return a.dpaStatus;
}

/** An app in use lacks an agreement unless its (effective) status is signed. */
export const isMissingAgreement = (status: DpaStatus) => status !== 'signed';

/** Days from today to the expiry (negative once past), or null without an expiry date. */
export const daysToExpiry = (expiresAt: string | null, today: string): number | null =>
  expiresAt === null ? null : daysBetween(today, expiresAt);

/**
 * The expiry reminder to send today, at most one: the nearest step of the ladder (90, 60, 30, 7
 * days) a signed agreement's expiry has reached and not yet sent for that expiry date.
 */
export function dueAgreementReminder(
  a: { dpaStatus: DpaStatus; expiresAt: string | null; remindersSent: readonly number[] },
  today: string,
): number | null {
  if (a.dpaStatus !== 'signed' || a.expiresAt === null) return null;
  return dueReminderSteps(AGREEMENT_REMINDER_DAYS, a.expiresAt, today, a.remindersSent)[0] ?? null;
}

/** The reminders already sent, as kept after a save: a new expiry date starts the ladder again. */
export const remindersAfterSave = (
  before: { expiresAt: string | null; remindersSent: readonly number[] } | null,
  expiresAt: string | null,
): number[] => (before && before.expiresAt === expiresAt ? [...before.remindersSent] : []);

/** The data elements in words, in checklist order ("Name, Email address, Student ID"). */
export function dataElementsInWords(keys: readonly string[]): string {
  const chosen = new Set(keys);
  return DATA_ELEMENTS.filter((e) => chosen.has(e.key))
    .map((e) => e.label)
    .join(', ');
}

// --- Payloads ----------------------------------------------------------------------------------

const isWebAddress = (s: string) => /^https?:\/\/[^\s/]+/i.test(s) && URL.canParse(s);

const optionalDate = z
  .union([z.literal(''), isoDate(M.invalidDate)])
  .nullish()
  .transform((v) => v || null);

/** The agreement's own fields, as PUT /api/licenses/{id}/privacy takes them. */
const agreementFields = {
  dpaStatus: z.enum(DPA_STATUSES, { error: M.invalidStatus }),
  agreementType: z
    .union([z.literal(''), z.enum(AGREEMENT_TYPES)], { error: M.invalidType })
    .nullish()
    .transform((v) => v || null),
  signedAt: optionalDate,
  expiresAt: optionalDate,
  dataElements: z
    .array(z.enum(DATA_ELEMENT_KEYS, { error: M.invalidDataElement }), { error: M.invalidDataElement })
    .max(DATA_ELEMENTS.length, M.invalidDataElement)
    .transform((keys) => DATA_ELEMENT_KEYS.filter((k) => keys.includes(k))),
  /** The signed agreement, where the district keeps it. Shown as a link, never fetched. */
  agreementUrl: text(AGREEMENT_LIMITS.url)
    .refine((s) => s === '' || isWebAddress(s), M.invalidUrl)
    .nullish()
    .transform((v) => v || null),
  approvedForStudents: z.boolean({ error: M.approvedRequired }),
};

/** Rules across fields: a signed agreement has its day; it does not expire before it was signed. */
function checkDates(
  v: { dpaStatus: DpaStatus; signedAt: string | null; expiresAt: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.dpaStatus === 'signed' && !v.signedAt)
    ctx.addIssue({ code: 'custom', path: ['signedAt'], message: M.signedAtRequired });
  if (v.signedAt && v.expiresAt && v.expiresAt < v.signedAt)
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: M.expiresBeforeSigned });
}

/** PUT /api/licenses/{id}/privacy: the license's agreement, every field again. */
export const agreementInputSchema = z.object(agreementFields).superRefine(checkDates);
export type AgreementInput = z.input<typeof agreementInputSchema>;
export type AgreementFields = z.output<typeof agreementInputSchema>;

const appFields = {
  vendor: text(AGREEMENT_LIMITS.vendor, M.vendorRequired),
  appName: text(AGREEMENT_LIMITS.appName, M.appNameRequired),
};

/** PUT /api/privacy/apps/{id}: an app in use without a license, and its agreement. */
export const appInputSchema = z.object({ ...appFields, ...agreementFields }).superRefine(checkDates);
export type AppInput = z.input<typeof appInputSchema>;
export type AppFields = z.output<typeof appInputSchema>;

/** POST /api/privacy/apps: the same, for the district named (a Five Star administrator names it). */
export const createAppSchema = z
  .object({
    ...appFields,
    ...agreementFields,
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  })
  .superRefine(checkDates);

/** GET /api/privacy/apps and its export. */
export const privacyAppsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Only the apps in use without a signed agreement. */
  missingAgreement: z.enum(['true', 'false'], { error: M.invalidMissingAgreement }).optional(),
  /** Searches app name and vendor. */
  q: text(200).optional(),
});
export type PrivacyAppsQuery = z.infer<typeof privacyAppsQuerySchema>;

// --- Answers -----------------------------------------------------------------------------------

/** One app in use: a license of the district (with its agreement, or none yet) or an app without one. */
export const privacyAppSchema = z.object({
  /** The agreement's id; null for a license whose agreement was never recorded. */
  id: z.uuid().nullable(),
  /** The license it is about; null for an app without a license. */
  licenseId: z.uuid().nullable(),
  appName: z.string(),
  vendor: z.string(),
  /** What a person reads: `dpaStatus`, or expired once a signed agreement's expiry has passed. */
  status: z.enum(DPA_STATUSES),
  /** As recorded (what the edit dialog starts from). */
  dpaStatus: z.enum(DPA_STATUSES),
  agreementType: z.enum(AGREEMENT_TYPES).nullable(),
  signedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  dataElements: z.array(z.enum(DATA_ELEMENT_KEYS)),
  agreementUrl: z.string().nullable(),
  approvedForStudents: z.boolean(),
  /** Days from the district's today to the expiry; null without one. */
  daysToExpiry: z.number().int().nullable(),
  missingAgreement: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PrivacyApp = z.infer<typeof privacyAppSchema>;

// --- Export ------------------------------------------------------------------------------------

/** The export's columns, in the words a parent reads. */
export const PRIVACY_APPS_CSV_HEADER = [
  'App',
  'Vendor',
  'Agreement status',
  'Agreement type',
  'Signed',
  'Expires',
  'Student data shared',
  'Approved for students',
  'Agreement link',
] as const;

export function privacyAppCsvCells(a: PrivacyApp): string[] {
  return [
    a.appName,
    a.vendor,
    DPA_STATUS_LABELS[a.status],
    a.agreementType ? AGREEMENT_TYPE_LABELS[a.agreementType] : '',
    a.signedAt ?? '',
    a.expiresAt ?? '',
    dataElementsInWords(a.dataElements),
    a.approvedForStudents ? 'Yes' : 'No',
    a.agreementUrl ?? '',
  ];
}

/** "apps-and-privacy-agreements-2026-03-14.csv" for the given day. */
export const privacyAppsFileName = (day: string) => `apps-and-privacy-agreements-${day}.csv`;
