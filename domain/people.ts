import { z } from 'zod';

// Rostered people of a district (issue 31): students and staff as records, not logins. A portal
// account links to its person by email.

export const PERSON_ROLES = ['student', 'teacher', 'staff'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
export const PERSON_ROLE_LABELS: Record<PersonRole, string> = {
  student: 'Student',
  teacher: 'Teacher',
  staff: 'Staff',
};

export const PERSON_STATUSES = ['active', 'withdrawn'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = {
  active: 'Active',
  withdrawn: 'Withdrawn',
};

/** Where a person's record came from. */
export const PERSON_SOURCES = ['oneroster', 'google', 'manual'] as const;

export const personRoleSchema = z.enum(PERSON_ROLES, { error: 'Choose a role: student, teacher or staff' });
export const personStatusSchema = z.enum(PERSON_STATUSES, { error: 'Choose a status: active or withdrawn' });

export const PEOPLE_PAGE_SIZE = 50;
/** The largest OneRoster zip the import takes. */
export const ONEROSTER_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many row errors are listed (all are counted). */
export const ONEROSTER_REPORT_MAX_ERRORS = 200;

export const PEOPLE_MESSAGES = {
  notFound: 'Person not found.',
  loadFailed: 'People could not be loaded.',
  empty: 'No rostered people yet. Import your SIS’s OneRoster export to add them.',
  noMatch: 'Nobody matches these filters.',
  importFailed: 'The roster could not be imported.',
  imported: (created: number, updated: number) => `Roster imported: ${created} added, ${updated} updated.`,
  importHasErrors: (n: number) =>
    `${n} ${n === 1 ? 'row has' : 'rows have'} errors. Fix the file, or import the good rows with "Skip bad rows".`,
  recoveryTitle: (name: string, tags: string) => `Recover ${tags} from ${name} (withdrawn)`,
  recoveryDescription: (name: string, site: string, tags: string) =>
    `${name} was withdrawn in the SIS and still holds ${tags}${site ? ` (${site})` : ''}. Collect the device and check it in.`,
} as const;

const nameText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const personSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** "First Last". */
  name: z.string(),
  email: z.string().nullable(),
  role: personRoleSchema,
  grade: z.string().nullable(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  sisId: z.string().nullable(),
  status: personStatusSchema,
  source: z.enum(PERSON_SOURCES),
  /** The portal account linked by email. */
  userId: z.uuid().nullable(),
  /** Devices assigned to them now. */
  devices: z.number().int(),
  updatedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  q: nameText(200).optional(),
  role: personRoleSchema.optional(),
  site: z.uuid({ error: 'Not a valid site id' }).optional(),
  status: personStatusSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit must be at most 200')
    .optional(),
});

export const peoplePageSchema = z.object({
  items: z.array(personSchema),
  nextCursor: z.string().nullable(),
});

export const personDeviceSchema = z.object({
  id: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  status: z.string(),
  checkedOutOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  supportEndsAt: z.string().nullable(),
});

export const personTicketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const personDetailSchema = personSchema.extend({
  deviceList: z.array(personDeviceSchema),
  tickets: z.array(personTicketSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const deviceQueueQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  site: z.uuid({ error: 'Not a valid site id' }).optional(),
});

export const importQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** true (the default): check the zip and report what would change; false: apply it. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).optional(),
  /** false (the default): a real import with any bad row changes nothing. */
  skipBadRows: z.enum(['true', 'false'], { error: 'skipBadRows must be true or false.' }).optional(),
});

const changeCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const rosterImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Each file's mode as the manifest says. */
  modes: z.record(z.string(), z.enum(['bulk', 'delta', 'absent'])),
  /** Rows read per file (classes, enrollments, sessions and courses are counted, not kept). */
  rows: z.record(z.string(), z.number().int()),
  sites: changeCounts,
  people: changeCounts.extend({
    withdrawn: z.number().int(),
    /** Guardians, parents and relatives: not rostered. */
    skipped: z.number().int(),
    /** Delta rows older than what the portal has. */
    stale: z.number().int(),
  }),
  /** People linked to a portal account by email. */
  linked: z.number().int(),
  /** Recovery tasks opened for withdrawn students holding devices. */
  recoveryTasks: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(
    z.object({ file: z.string(), row: z.number().int(), sourcedId: z.string(), message: z.string() }),
  ),
});
export type RosterImportReport = z.infer<typeof rosterImportReportSchema>;

/**
 * A search like "Maria Lopez's Chromebook": whose (the holder's name) and what (the rest, matched
 * as any search). Answers null when the search is not possessive.
 */
export function splitPossessive(search: string): { holder: string; rest: string } | null {
  const m = /^(.+?)['’]s?(?:\s+(.*))?$/u.exec(search.trim());
  if (!m) return null;
  const holder = m[1]!.trim();
  if (!holder) return null;
  return { holder, rest: (m[2] ?? '').trim() };
}
