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

export const SETTINGS_MESSAGES = {
  timezone: 'Choose a time zone such as America/Chicago',
  dayOrder: 'The school day must end after it starts',
  enrollment: 'Enrollment must be a whole number of students, 0 or more',
  saved: { title: 'Settings saved', description: 'The district’s settings are up to date.' },
  saveFailed: { title: 'Error', description: 'Failed to save the settings' },
  siteNameTaken: 'The district already has a site with this name.',
  siteNotFound: 'Site not found.',
  siteSaved: { title: 'Site saved', description: 'The site is up to date.' },
  siteFailed: { title: 'Error', description: 'Failed to save the site' },
  siteDeleted: { title: 'Site deleted', description: 'The site was removed.' },
  siteDeleteFailed: { title: 'Error', description: 'Failed to delete the site' },
} as const;

/** What a district administrator keeps in System Settings. */
export const districtSettingsSchema = z.object({
  districtId: z.uuid(),
  name: z.string(),
  location: z.string().nullable(),
  timezone: z.string(),
  enrollment: z.number().int().nullable(),
  schoolDayStart: z.string(),
  schoolDayEnd: z.string(),
  slaTargets: slaTargetsSchema,
  onCallPhone: z.string().nullable(),
  updatedAt: z.string(),
});
export type DistrictSettings = z.infer<typeof districtSettingsSchema>;

export const updateSettingsSchema = z
  .object({
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
    name: text(120).min(1, 'Enter the district name').optional(),
    location: text(120).nullable().optional(),
    timezone: z
      .string({ error: SETTINGS_MESSAGES.timezone })
      .max(64)
      .refine(isTimeZone, SETTINGS_MESSAGES.timezone),
    enrollment: z
      .number({ error: SETTINGS_MESSAGES.enrollment })
      .int(SETTINGS_MESSAGES.enrollment)
      .min(0, SETTINGS_MESSAGES.enrollment)
      .max(5_000_000, SETTINGS_MESSAGES.enrollment)
      .nullable(),
    schoolDayStart: clock('start of the school day'),
    schoolDayEnd: clock('end of the school day'),
    slaTargets: slaTargetsSchema,
    onCallPhone: text(40).nullable().optional(),
  })
  .refine((s) => minutesOf(s.schoolDayEnd) > minutesOf(s.schoolDayStart), {
    path: ['schoolDayEnd'],
    message: SETTINGS_MESSAGES.dayOrder,
  });
export type UpdateSettingsPayload = z.input<typeof updateSettingsSchema>;

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
