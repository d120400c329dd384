import { z } from 'zod';

// A district's OneRoster source (issue 31): the SIS's OneRoster 1.1 CSV zip fetched from an https
// address nightly and on "Fetch now", imported exactly as an upload (bulk or delta as its manifest
// says), each fetch kept in a run history. See docs/product.md#people.

export const ROSTER_SCHEDULES = ['nightly', 'off'] as const;
export const ROSTER_CREDENTIAL_TYPES = ['none', 'bearer', 'basic'] as const;
/** The nightly fetch's hour (UTC): 09:00 UTC is 1–5 am across the US. */
export const ROSTER_NIGHTLY_HOUR_UTC = 9;
/** How many runs the history answers. */
export const ROSTER_RUNS_SHOWN = 20;

export const ROSTER_SOURCE_MESSAGES = {
  urlRequired: 'Enter the address your SIS publishes its OneRoster zip at',
  urlTooLong: 'The address is too long (at most 2,000 characters)',
  tokenRequired: 'Enter the bearer token',
  usernameRequired: 'Enter the user name',
  passwordRequired: 'Enter the password',
  notConfigured: 'Save a roster source first.',
  fetchFailed: (status: number) => `The roster source answered HTTP ${status}.`,
  tooLarge: 'The roster zip is larger than the import allows.',
  hasErrors: (n: number) =>
    `${n} row(s) have errors: nothing was imported (turn on "Skip bad rows" to import the rest).`,
} as const;
const M = ROSTER_SOURCE_MESSAGES;

const secret = (message: string) => z.string({ error: message }).trim().min(1, message).max(4000);

/** A new credential; `keep` leaves the saved one as it is, `none` removes it. */
export const rosterCredentialSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keep') }),
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('bearer'), token: secret(M.tokenRequired) }),
  z.object({
    type: z.literal('basic'),
    username: secret(M.usernameRequired).refine((u) => !u.includes(':'), 'A user name may not contain ":"'),
    password: secret(M.passwordRequired),
  }),
]);

export const rosterSourceInputSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  url: z.string({ error: M.urlRequired }).trim().min(1, M.urlRequired).max(2000, M.urlTooLong),
  schedule: z.enum(ROSTER_SCHEDULES, { error: 'Choose nightly or off' }).default('nightly'),
  skipBadRows: z.boolean().default(false),
  credential: rosterCredentialSchema.default({ type: 'keep' }),
});
export type RosterSourceInput = z.infer<typeof rosterSourceInputSchema>;

export const rosterFetchCountsSchema = z.object({
  modes: z.record(z.string(), z.enum(['bulk', 'delta', 'absent'])),
  sites: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  people: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    withdrawn: z.number().int(),
    skipped: z.number().int(),
    stale: z.number().int(),
  }),
  linked: z.number().int(),
  recoveryTasks: z.number().int(),
  errorCount: z.number().int(),
});
export type RosterFetchCounts = z.infer<typeof rosterFetchCountsSchema>;

export const rosterFetchRunSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: rosterFetchCountsSchema.nullable(),
  error: z.string().nullable(),
  rowErrors: z.array(z.object({ file: z.string(), row: z.number().int(), message: z.string() })),
});
export type RosterFetchRun = z.infer<typeof rosterFetchRunSchema>;

/** The saved source as answered: the credential's kind, never the credential. */
export const rosterSourceSchema = z.object({
  configured: z.boolean(),
  url: z.string().nullable(),
  schedule: z.enum(ROSTER_SCHEDULES),
  skipBadRows: z.boolean(),
  credentialType: z.enum(ROSTER_CREDENTIAL_TYPES),
  runs: z.array(rosterFetchRunSchema),
});
export type RosterSource = z.infer<typeof rosterSourceSchema>;

export const rosterFetchBodySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

/** Whether a nightly source is due at `now`: in the nightly hour and not fetched in the past 20 hours. */
export function rosterFetchDue(now: Date, lastStartedAt: Date | null): boolean {
  if (now.getUTCHours() !== ROSTER_NIGHTLY_HOUR_UTC) return false;
  return !lastStartedAt || now.getTime() - lastStartedAt.getTime() >= 20 * 3_600_000;
}
