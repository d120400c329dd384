import { z } from 'zod';
import { text } from './http.ts';
import { PRIORITIES, type Priority } from './priorities.ts';

/** SLA targets: hours to resolve a ticket, per priority (used by analytics and the dashboard). */
export const DEFAULT_SLA_HOURS: Record<Priority, number> = { critical: 4, high: 8, medium: 24, low: 72 };
export const DEFAULT_SCHOOL_DAY = { start: '07:00', end: '16:00' } as const;
export const DEFAULT_TIMEZONE = 'America/New_York';

/** True for a time zone the runtime knows (IANA name, e.g. "America/Chicago"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /\//.test(name) || name === 'UTC';
  } catch {
    return false;
  }
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (what: string) =>
  z.string({ error: `Enter the ${what} as HH:MM` }).regex(HH_MM, `Enter the ${what} as HH:MM`);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a moment (minutes after local midnight) falls inside the school day. */
export function withinSchoolDay(window: { start: string; end: string }, minutes: number): boolean {
  return minutes >= minutesOf(window.start) && minutes < minutesOf(window.end);
}

const slaHours = (p: Priority) =>
  z
    .number({ error: `The ${p} target must be a number of hours` })
    .int(`The ${p} target must be whole hours`)
    .min(1, `The ${p} target must be at least 1 hour`)
    .max(24 * 90, `The ${p} target must be at most 2160 hours`);

export const slaTargetsSchema = z.object(
  Object.fromEntries(PRIORITIES.map((p) => [p, slaHours(p)])) as Record<
    Priority,
    ReturnType<typeof slaHours>
  >,
);
export type SlaTargets = z.infer<typeof slaTargetsSchema>;

const MAX_EMAIL_DOMAINS = 20;
/** The largest attachment the product takes, in MB; a district may set a lower limit. */
export const MAX_ATTACHMENT_MB = 10;

export const SETTINGS_MESSAGES = {
  timezone: 'Choose a time zone such as America/Chicago',
  dayOrder: 'The school day must end after it starts',
  enrollment: 'Enrollment must be a whole number of students, 0 or more',
  emailDomain: 'Enter a domain such as lakeside.k12.mi.us',
  publicEmailDomain: (domain: string) =>
    `${domain} is a public mail service: list the district's own domains only`,
  emailDomainTwice: 'Each domain once',
  tooManyDomains: `At most ${MAX_EMAIL_DOMAINS} domains`,
  emailDomainTaken: (domain: string) => `Another district already uses ${domain}.`,
  requesterDomain: 'Enter a domain such as students.lakeside.k12.mi.us',
  requesterDomainTwice: 'Each requester domain once',
  tooManyRequesterDomains: `At most ${MAX_EMAIL_DOMAINS} requester domains`,
  attachmentLimit: `The attachment limit must be a whole number of MB from 1 to ${MAX_ATTACHMENT_MB}`,
  nothingToSave: 'Nothing to save: give at least one setting.',
  saved: { title: 'Settings saved', description: 'The district’s settings are up to date.' },
  profileSaved: { title: 'Profile saved', description: 'The district profile is up to date.' },
  saveFailed: { title: 'Error', description: 'Failed to save the settings' },
  siteNameTaken: 'The district already has a site with this name.',
  siteNotFound: 'Site not found.',
  siteSaved: { title: 'Site saved', description: 'The site is up to date.' },
  siteFailed: { title: 'Error', description: 'Failed to save the site' },
  siteDeleted: { title: 'Site deleted', description: 'The site was removed.' },
  siteDeleteFailed: { title: 'Error', description: 'Failed to delete the site' },
} as const;

/**
 * Mail services anyone can sign up to: a district claiming one would see every stranger who
 * registered with it among its waiting accounts.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);
const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** One of the district's own mail domains, lower case, without a leading @; never a public mail service. */
const ownDomain = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .toLowerCase()
    .transform((d) => d.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .regex(DOMAIN, invalid)
        .refine((d) => !PUBLIC_MAIL_DOMAINS.has(d), {
          error: (issue) => SETTINGS_MESSAGES.publicEmailDomain(String(issue.input)),
        }),
    );

const domainList = (messages: { invalid: string; twice: string; tooMany: string }) =>
  z
    .array(ownDomain(messages.invalid), { error: messages.invalid })
    .max(MAX_EMAIL_DOMAINS, messages.tooMany)
    .refine((list) => new Set(list).size === list.length, messages.twice);

/** The district's own mail domains: who registers with one of them is shown to its administrators. */
export const emailDomainsSchema = domainList({
  invalid: SETTINGS_MESSAGES.emailDomain,
  twice: SETTINGS_MESSAGES.emailDomainTwice,
  tooMany: SETTINGS_MESSAGES.tooManyDomains,
});

/**
 * The domains of the district's staff and students who may reach the help portal as requesters:
 * a first Google sign-in with a verified address of one of them makes a requester of the district
 * (see requesterPlacement in domain/portal.ts).
 */
export const requesterDomainsSchema = domainList({
  invalid: SETTINGS_MESSAGES.requesterDomain,
  twice: SETTINGS_MESSAGES.requesterDomainTwice,
  tooMany: SETTINGS_MESSAGES.tooManyRequesterDomains,
});

/** The largest attachment in MB (1 to 10); null keeps the product's 10 MB. */
export const attachmentLimitSchema = z
  .number({ error: SETTINGS_MESSAGES.attachmentLimit })
  .int(SETTINGS_MESSAGES.attachmentLimit)
  .min(1, SETTINGS_MESSAGES.attachmentLimit)
  .max(MAX_ATTACHMENT_MB, SETTINGS_MESSAGES.attachmentLimit)
  .nullable();

/** The attachment limit a district works with, in MB: its own, or the product's 10 MB. */
export const attachmentLimitOf = (settings: { attachmentLimitMb: number | null }) =>
  settings.attachmentLimitMb ?? MAX_ATTACHMENT_MB;

/** What a district administrator keeps in the District profile and System Settings. */
export const districtSettingsSchema = z.object({
  districtId: z.uuid(),
  name: z.string(),
  location: z.string().nullable(),
  timezone: z.string(),
  enrollment: z.number().int().nullable(),
  schoolDayStart: z.string(),
  schoolDayEnd: z.string(),
  emailDomains: z.array(z.string()),
  /** Domains whose people reach the help portal as requesters (Google sign-in). */
  requesterDomains: z.array(z.string()),
  /** The largest attachment in MB; null: the product's 10 MB. */
  attachmentLimitMb: z.number().int().nullable(),
  slaTargets: slaTargetsSchema,
  onCallPhone: z.string().nullable(),
  updatedAt: z.string(),
});
export type DistrictSettings = z.infer<typeof districtSettingsSchema>;

const districtIdField = z.uuid({ error: 'Not a valid district id' }).optional();

/** The District profile's fields: every tier's administrators keep them (other features need them). */
const profileFields = {
  timezone: z
    .string({ error: SETTINGS_MESSAGES.timezone })
    .max(64, SETTINGS_MESSAGES.timezone)
    .refine(isTimeZone, SETTINGS_MESSAGES.timezone),
  enrollment: z
    .number({ error: SETTINGS_MESSAGES.enrollment })
    .int(SETTINGS_MESSAGES.enrollment)
    .min(0, SETTINGS_MESSAGES.enrollment)
    .max(5_000_000, SETTINGS_MESSAGES.enrollment)
    .nullable(),
  schoolDayStart: clock('start of the school day'),
  schoolDayEnd: clock('end of the school day'),
  emailDomains: emailDomainsSchema,
  requesterDomains: requesterDomainsSchema,
  attachmentLimitMb: attachmentLimitSchema,
};

/** System Settings' own fields: FS Apex (Five Star sets them in any district). */
const systemFields = {
  name: text(120).min(1, 'Enter the district name'),
  location: text(120).nullable(),
  slaTargets: slaTargetsSchema,
  onCallPhone: text(40).nullable(),
};
export const SYSTEM_SETTINGS_FIELDS = Object.keys(systemFields) as (keyof typeof systemFields)[];

/** Whether a school day (as it will be kept) ends after it starts. */
export const schoolDayInOrder = (start: string, end: string) => minutesOf(end) > minutesOf(start);
const dayInOrder = (s: { schoolDayStart?: string; schoolDayEnd?: string }) =>
  s.schoolDayStart === undefined ||
  s.schoolDayEnd === undefined ||
  schoolDayInOrder(s.schoolDayStart, s.schoolDayEnd);

/**
 * PUT /api/settings: the fields given change, the others stay. The profile's fields are open to
 * every tier; a system field needs System Settings (403 naming the tier otherwise).
 */
export const updateSettingsSchema = z
  .object({
    districtId: districtIdField,
    ...z.object(profileFields).partial().shape,
    ...z.object(systemFields).partial().shape,
  })
  .refine(dayInOrder, { path: ['schoolDayEnd'], message: SETTINGS_MESSAGES.dayOrder })
  .refine((s) => Object.entries(s).some(([k, v]) => k !== 'districtId' && v !== undefined), {
    message: SETTINGS_MESSAGES.nothingToSave,
  });
export type UpdateSettingsPayload = z.input<typeof updateSettingsSchema>;

/** What the District profile's form sends (every field of the profile). */
export const districtProfileSchema = z
  .object({ districtId: districtIdField, ...profileFields })
  .refine(dayInOrder, { path: ['schoolDayEnd'], message: SETTINGS_MESSAGES.dayOrder });
export type DistrictProfilePayload = z.input<typeof districtProfileSchema>;

/** What System Settings' form sends. */
export const systemSettingsSchema = z.object({
  districtId: districtIdField,
  name: systemFields.name,
  location: systemFields.location,
  slaTargets: slaTargetsSchema,
});
export type SystemSettingsPayload = z.input<typeof systemSettingsSchema>;

/** A school or building of the district. */
export const siteSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  contactName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const siteInputSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  name: z
    .string({ error: 'Enter the site’s name' })
    .trim()
    .min(1, 'Enter the site’s name')
    .max(120, 'Must be at most 120 characters'),
  address: text(300).nullable().optional(),
  phone: text(40).nullable().optional(),
  contactName: text(120).nullable().optional(),
});
export type SiteInput = z.input<typeof siteInputSchema>;
