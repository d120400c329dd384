import { z } from 'zod';
import { hasControlCharacters, INPUT_MESSAGES, text } from './http.ts';
import { classifyHost } from './remote-calls.ts';

/**
 * Email channels (see docs/product.md#email-channels): a district's help desk mailboxes, read over
 * IMAP every minute. A new message becomes a ticket, a reply joins its ticket, automatic mail is
 * ignored; the intake's rules are in domain/email-intake.ts (server only: it parses HTML).
 */

/** The folder a message that cannot be read is moved to (made when missing): never lost, never read twice. */
export const FAILED_FOLDER = 'Portal-Failed';
/** The usual ports: IMAP over TLS, and IMAP upgraded with STARTTLS. */
export const IMAP_PORTS = { tls: 993, starttls: 143 } as const;
/** At most this many polite refusals an hour to one address (and at most one per message). */
export const REFUSALS_PER_HOUR = 10;
/** The largest file kept from a message, unless the district's setting is lower. */
export const EMAIL_ATTACHMENT_LIMIT_MB = 10;
/** The largest message read at all (larger ones go to Portal-Failed with the reason). */
export const EMAIL_MESSAGE_LIMIT_BYTES = 50 * 1024 * 1024;

export const EMAIL_CHANNEL_MESSAGES = {
  addressRequired: 'Enter the address people write to',
  addressInvalid: 'Enter a valid email address, e.g. help@district.k12.us',
  hostRequired: 'Enter the mail server’s name, e.g. imap.gmail.com',
  hostInvalid: 'Enter the server’s name only, e.g. outlook.office365.com (no imap://, no port)',
  hostPrivate: 'The mail server may not be on a private or local network',
  portInvalid: 'The port is a whole number from 1 to 65535 (993 for TLS, 143 for STARTTLS)',
  usernameRequired: 'Enter the mailbox’s user name (often its address)',
  passwordRequired: 'Enter the mailbox’s password (an app password for Gmail or Microsoft 365)',
  passwordTooLong: 'The password may be at most 1000 characters',
  folderInvalid: 'Enter the folder to read, e.g. INBOX',
  folderReserved: `The portal moves unreadable mail to ${FAILED_FOLDER}: choose another folder to read`,
  addressTaken: 'Another email channel already reads this address.',
  notFound: 'Email channel not found.',
  disabled: 'Turn the channel on before polling it.',
  created: 'Email channel added',
  saved: 'Email channel saved',
  removed: 'Email channel removed',
  pollStarted: 'Polling started: the run history shows what it finds',
  saveFailed: { title: 'Error', description: 'Failed to save the email channel' },
  removeFailed: { title: 'Error', description: 'Failed to remove the email channel' },
  pollFailed: { title: 'Error', description: 'Failed to start polling' },
  testFailed: 'The connection could not be tested',
  loadFailed: 'The email channels could not be loaded.',
  runsFailed: 'The run history could not be loaded.',
  empty: 'No email channels yet',
  emptyHint: 'Add the help desk’s mailbox: mail to it becomes tickets, replies join their tickets.',
  noRuns: 'Not polled yet',
  noRunsHint: 'The portal reads the mailbox every minute once the channel is on; Poll now reads it at once.',
} as const;
const M = EMAIL_CHANNEL_MESSAGES;

/** What "Test connection" and a failed run say, one sentence each, naming what failed and what to check. */
export const EMAIL_CONNECTION_MESSAGES = {
  ok: (host: string, port: number, folder: string, messages: number) =>
    `Connected to ${host}:${port} and opened ${folder} (${messages} message${messages === 1 ? '' : 's'}).`,
  dns: (host: string) => `The mail server ${host} could not be found (DNS): check its name.`,
  address: (host: string) =>
    `${host} points at a private or local network: the portal does not connect there.`,
  refused: (host: string, port: number) =>
    `${host} refused the connection on port ${port}: check the port (993 for TLS, 143 for STARTTLS).`,
  timeout: (host: string, port: number) =>
    `${host} did not answer on port ${port} in time: check the name, the port and any firewall.`,
  notImap: (host: string, port: number) =>
    `${host}:${port} did not greet as an IMAP server: if that port expects TLS from the start (993), turn TLS on.`,
  tls: (host: string, port: number, reason: string) =>
    `The TLS handshake with ${host}:${port} failed (${reason}): check the port and the TLS setting.`,
  certificate: (host: string, reason: string) =>
    `The certificate of ${host} is not trusted (${reason}): the server needs a valid certificate for its name.`,
  noStarttls: (host: string, port: number) =>
    `${host}:${port} does not offer STARTTLS, and the portal never sends a password unencrypted: turn TLS on (port 993).`,
  authentication: (username: string) =>
    `The mail server refused the user name or password of ${username}: check them (Gmail and Microsoft 365 need an app password or IMAP enabled).`,
  folder: (folder: string, found: string[]) =>
    `The folder "${folder}" does not exist in this mailbox${found.length ? ` (it has: ${found.slice(0, 8).join(', ')}${found.length > 8 ? ', …' : ''})` : ''}.`,
  closed: (host: string) => `${host} closed the connection unexpectedly: try again, or check the server.`,
  other: (host: string, reason: string) => `The mail server ${host} could not be read: ${reason}.`,
} as const;

// --- Input ---------------------------------------------------------------------------------------

const address = z
  .string({ error: M.addressRequired })
  .trim()
  .toLowerCase()
  .min(1, M.addressRequired)
  .max(254, M.addressInvalid)
  .pipe(z.email({ error: M.addressInvalid }));

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV6 = /^[0-9a-f:.]+$/;

/** A mail server's name as typed: a DNS name or an IP address, nothing else. */
export function isHostName(value: string): boolean {
  const v = value.replace(/^\[|\]$/g, '');
  if (v.length === 0 || v.length > 253) return false;
  return HOST_NAME.test(v) || (v.includes(':') && IPV6.test(v));
}

const host = z
  .string({ error: M.hostRequired })
  .trim()
  .toLowerCase()
  .min(1, M.hostRequired)
  .max(253, M.hostInvalid)
  .refine(isHostName, M.hostInvalid)
  // An address literal is classified now; a name where it resolves, at connect time (the server).
  .refine((v) => classifyHost(v) !== 'refused', M.hostPrivate);

const port = z.coerce
  .number({ error: M.portInvalid })
  .int(M.portInvalid)
  .min(1, M.portInvalid)
  .max(65535, M.portInvalid);

/** Passwords are kept as typed (spaces count), without control characters. */
const password = z
  .string({ error: M.passwordRequired })
  .max(1000, M.passwordTooLong)
  .refine((s) => !hasControlCharacters(s), INPUT_MESSAGES.controlCharacters);

const folder = z
  .string({ error: M.folderInvalid })
  .trim()
  .max(200, 'Must be at most 200 characters')
  .refine((s) => !hasControlCharacters(s), INPUT_MESSAGES.controlCharacters)
  .transform((s) => s || 'INBOX')
  .refine((s) => s.toLowerCase() !== FAILED_FOLDER.toLowerCase(), M.folderReserved);

const fields = {
  /** Required of a Five Star administrator outside a district view; others use their own district. */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  address,
  host,
  port: port.default(IMAP_PORTS.tls),
  /** TLS from the first byte (port 993); off: STARTTLS before signing in (port 143). */
  tls: z.boolean({ error: 'Say whether the connection uses TLS (true or false)' }).default(true),
  username: text(320, M.usernameRequired),
  folder: folder.default('INBOX'),
  enabled: z.boolean({ error: 'Say whether the channel is on (true or false)' }).default(true),
  /** Answer senders the district does not know with a polite refusal (else stay silent). */
  replyToUnknown: z
    .boolean({ error: 'Say whether unknown senders get a polite answer (true or false)' })
    .default(true),
};

/** POST /api/email-channels: every field; the password is required and never answered. */
export const createEmailChannelSchema = z.object({
  ...fields,
  password: password.min(1, M.passwordRequired),
});
export type CreateEmailChannelPayload = z.input<typeof createEmailChannelSchema>;
export type CreateEmailChannelInput = z.output<typeof createEmailChannelSchema>;

/** PUT /api/email-channels/:id: every field again; a missing or empty password keeps the saved one. */
export const updateEmailChannelSchema = z.object({
  ...fields,
  password: password.optional(),
});
export type UpdateEmailChannelPayload = z.input<typeof updateEmailChannelSchema>;
export type UpdateEmailChannelInput = z.output<typeof updateEmailChannelSchema>;

// --- Answers -------------------------------------------------------------------------------------

export const EMAIL_RUN_TRIGGERS = ['schedule', 'manual'] as const;
export const EMAIL_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type EmailRunStatus = (typeof EMAIL_RUN_STATUSES)[number];

/** One reading of a mailbox: when, how it started, what it did, what went wrong. */
export const emailChannelRunSchema = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  trigger: z.enum(EMAIL_RUN_TRIGGERS),
  status: z.enum(EMAIL_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  ticketsCreated: z.number().int(),
  repliesAdded: z.number().int(),
  /** Messages seen before, automatic mail, refused senders. */
  skipped: z.number().int(),
  /** Messages that could not be read (moved to Portal-Failed). */
  failed: z.number().int(),
  errors: z.array(z.string()),
});
export type EmailChannelRun = z.infer<typeof emailChannelRunSchema>;

/** A channel as the API answers it: never its password, only that one is saved. */
export const emailChannelSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  address: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  username: z.string(),
  folder: z.string(),
  enabled: z.boolean(),
  replyToUnknown: z.boolean(),
  passwordSaved: z.boolean(),
  lastPolledAt: z.string().nullable(),
  /** The latest run, for the list's status. */
  lastRun: emailChannelRunSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailChannel = z.infer<typeof emailChannelSchema>;

export const emailChannelTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type EmailChannelTest = z.infer<typeof emailChannelTestSchema>;
export const emailPollStartedSchema = z.object({ runId: z.uuid() });

export const EMAIL_RUN_STATUS_LABELS: Record<EmailRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
export const EMAIL_RUN_TRIGGER_LABELS: Record<(typeof EMAIL_RUN_TRIGGERS)[number], string> = {
  schedule: 'Every minute',
  manual: 'Poll now',
};

/** The list's one line about a channel: off, never read, or what its latest run did. */
export function channelSummary(c: Pick<EmailChannel, 'enabled' | 'lastRun'>): string {
  if (!c.enabled) return 'Off: the mailbox is not read.';
  const r = c.lastRun;
  if (!r) return 'On: not read yet.';
  if (r.status === 'queued' || r.status === 'running') return 'Reading the mailbox…';
  if (r.status === 'failed') return r.errors[0] ?? 'The last run failed.';
  const parts = [
    `${r.ticketsCreated} new ticket${r.ticketsCreated === 1 ? '' : 's'}`,
    `${r.repliesAdded} repl${r.repliesAdded === 1 ? 'y' : 'ies'}`,
  ];
  if (r.skipped) parts.push(`${r.skipped} skipped`);
  if (r.failed) parts.push(`${r.failed} failed`);
  return `Last run: ${parts.join(', ')}.`;
}

/** What the intake writes into tickets and the run history. */
export const EMAIL_INTAKE_MESSAGES = {
  noText: '(The email had no text.)',
  noTextReply: '(The reply had no text.)',
  titleFallback: (sender: string) => `Email from ${sender}`,
  unreadable: (uid: number, reason: string) =>
    `Message UID ${uid} could not be read (${reason}): moved to ${FAILED_FOLDER}.`,
  tooLarge: (uid: number, mb: number) =>
    `Message UID ${uid} is larger than ${mb} MB: moved to ${FAILED_FOLDER} unread.`,
  internal: (uid: number) =>
    `Message UID ${uid} could not be taken in (a fault of the portal; see the server log): moved to ${FAILED_FOLDER}.`,
  notMoved: (uid: number) =>
    `Message UID ${uid} could not be moved to ${FAILED_FOLDER}; it stays in the folder.`,
  stopped: 'The run stopped: the portal’s database could not be reached. The next run goes on from here.',
  ticketsOff:
    'Tickets are not available to this district (its service level or the tickets switch): the mailbox was not read.',
  interrupted: 'The run was interrupted (the server stopped); the next run goes on from where it stopped.',
  moreErrors: (n: number) => `…and ${n} more.`,
  more: (n: number) => `${n} more message${n === 1 ? '' : 's'} wait: the next run goes on from here.`,
  busy: 'Another run of this channel was still reading the mailbox: this one gave up; the next one goes on.',
} as const;

/** The polite answer to a sender the district does not know (only when the channel says so). */
export const EMAIL_REFUSAL = {
  subject: (subject: string) => (/^\s*re\s*:/i.test(subject) ? subject : `Re: ${subject || 'your message'}`),
  paragraphs: (o: { channelAddress: string; districtName: string; sender: string }) => [
    `Thank you for writing to ${o.channelAddress}, the help desk of ${o.districtName}.`,
    `This help desk takes requests from the district's staff and students only, and we found no account for ${o.sender}: your message did not become a ticket, and nobody has read it.`,
    `If you work or study at ${o.districtName}, please write again from your school email address, or ask your school's technology contact for help.`,
    'This answer was sent automatically.',
  ],
} as const;
