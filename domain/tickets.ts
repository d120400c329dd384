import { z } from 'zod';
import { text } from './http.ts';
import type { Locale } from './locales/locale.ts';
import { mailText } from './locales/mail.ts';
import { PRIORITIES, type Priority, prioritySchema } from './priorities.ts';
import { ticketSlaSchema } from './sla.ts';

/** The ticket's enumerations, in the order the screens list them. */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const TICKET_CATEGORIES = ['general', 'hardware', 'software', 'network'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  hardware: 'Hardware',
  software: 'Software',
  network: 'Network',
};

/** Where a ticket came from: the requester portal, an email, Sparky's "I still need help", staff, or a connected system. */
export const TICKET_SOURCES = ['portal', 'email', 'sparky', 'staff', 'integration'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_SOURCE_LABELS: Record<TicketSource, string> = {
  portal: 'Help portal',
  email: 'Email',
  sparky: 'Sparky',
  staff: 'Staff',
  integration: 'Integration',
};

/**
 * Who reads a comment: `public` (the requester sees it and is mailed it) or `internal` (staff only).
 * Comments written before requesters existed are internal: they were written for staff.
 */
export const COMMENT_VISIBILITIES = ['public', 'internal'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** New tickets start open, medium priority, category general. */
export const TICKET_DEFAULTS = { status: 'open', priority: 'medium', category: 'general' } as const;

/** Statuses that still need work (they count as unresolved for critical tickets and health). */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'in_progress'];

/** The server's list page size: default and upper bound of `limit` (the screens have no page sizes). */
export const TICKET_LIST_DEFAULT_LIMIT = 100;
export const TICKET_LIST_MAX_LIMIT = 500;
/** Answer header carrying the cursor (`before`) of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** How many people may watch one ticket besides its requester. */
export const MAX_TICKET_WATCHERS = 20;

export const TICKET_MESSAGES = {
  required: 'Please fill in all required fields',
  chooseDistrict: 'Please choose a district for the ticket',
  created: 'Ticket created successfully',
  updated: 'Ticket updated successfully',
  createFailed: { title: 'Error', description: 'Failed to create ticket' },
  updateFailed: { title: 'Error', description: 'Failed to update ticket' },
  commentFailed: { title: 'Error', description: 'Failed to add comment' },
  commentAdded: 'Comment added',
  commentRequired: 'Please write a comment first',
  nothingToUpdate: 'Nothing to update: send at least one field.',
  notFound: 'Ticket not found.',
  invalidAssignee: 'The assignee must be a user of this district or Five Star staff.',
  /** A requester (staff & students) cannot be given tickets to work on. */
  requesterAssignee:
    'A ticket cannot be assigned to Staff & Students: choose a technician or an administrator.',
  invalidRequester: 'The requester must be an active person of the ticket’s district.',
  invalidAsset: 'The device must be an asset of the ticket’s district.',
  /** A requester may link only a device assigned to them (My devices). */
  notYourAsset: 'Choose one of your own devices: this one is not assigned to you.',
  invalidWatcher: 'Watchers must be active people of the ticket’s district.',
  tooManyWatchers: `A ticket can have at most ${MAX_TICKET_WATCHERS} watchers.`,
  internalNotForRequesters:
    'Only the help desk can write internal notes: your reply is shared with the help desk.',
  replySent: 'Reply sent',
  noteAdded: 'Internal note added',
  empty: 'No tickets found',
  liveCreated: (ticketNumber: string) => ({
    title: 'New Ticket Created',
    description: `Ticket ${ticketNumber} has been created`,
  }),
  liveUpdated: (ticketNumber: string) => ({
    title: 'Ticket Updated',
    description: `Ticket ${ticketNumber} has been updated`,
  }),
} as const;

const required = TICKET_MESSAGES.required;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, {
  error: 'Choose a status: open, in_progress, resolved or closed',
});
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, {
  error: 'Choose a category: general, hardware, software or network',
});

const title = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(200, 'Title must be at most 200 characters');
const description = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(10_000, 'Description must be at most 10000 characters');
const assigneeId = z.uuid({ error: 'Not a valid assignee id' }).nullable();
const requesterId = z.uuid({ error: 'Not a valid requester id' }).nullable();
const assetId = z.uuid({ error: 'Not a valid device id' }).nullable();
/** At most MAX_TICKET_WATCHERS people; the same person twice counts once. */
const watcherIds = z
  .array(z.uuid({ error: 'Not a valid watcher id' }), { error: 'Watchers must be a list of people' })
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= MAX_TICKET_WATCHERS, { message: TICKET_MESSAGES.tooManyWatchers });

/** POST /api/tickets: districtId, title, description, priority, status, category. */
export const createTicketSchema = z.object({
  /** Required from the screens; a district user may leave it out (their own district is used). */
  districtId: z.uuid({ error: TICKET_MESSAGES.chooseDistrict }).optional(),
  title,
  description,
  priority: prioritySchema.default(TICKET_DEFAULTS.priority),
  status: ticketStatusSchema.default(TICKET_DEFAULTS.status),
  category: ticketCategorySchema.default(TICKET_DEFAULTS.category),
  assigneeId: assigneeId.optional(),
  /** The person the ticket is for (any active person of the district); a requester's own ticket is always theirs. */
  requesterId: requesterId.optional(),
  /** The device it is about (an asset of the district; for a requester, one assigned to them). */
  assetId: assetId.optional(),
  /** People told of the public conversation besides the requester. */
  watcherIds: watcherIds.optional(),
});
export type CreateTicketPayload = z.input<typeof createTicketSchema>;
export type CreateTicketInput = z.output<typeof createTicketSchema>;

/** PATCH /api/tickets/:id: any subset of the editable fields (the screens send `{ status }`). */
export const updateTicketSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    priority: prioritySchema.optional(),
    status: ticketStatusSchema.optional(),
    category: ticketCategorySchema.optional(),
    assigneeId: assigneeId.optional(),
    requesterId: requesterId.optional(),
    assetId: assetId.optional(),
    /** The ticket's watchers, all of them: replaces the list. */
    watcherIds: watcherIds.optional(),
    /** Waiting on the requester: pauses the SLA clock until they reply. */
    waiting: z.boolean({ error: 'waiting must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: TICKET_MESSAGES.nothingToUpdate });
export type UpdateTicketPayload = z.input<typeof updateTicketSchema>;

export const commentVisibilitySchema = z.enum(COMMENT_VISIBILITIES, {
  error: 'Choose who reads the comment: public or internal',
});

/**
 * POST /api/tickets/:id/comments. `visibility` defaults by who writes (commentVisibilityFor):
 * public for requesters (who cannot write internal notes), internal for staff. `shareable` lets an
 * internal note still go to IncidentIQ or ConnectWise.
 */
export const createCommentSchema = z.object({
  body: z
    .string({ error: TICKET_MESSAGES.commentRequired })
    .trim()
    .min(1, TICKET_MESSAGES.commentRequired)
    .max(5000, 'Comment must be at most 5000 characters'),
  visibility: commentVisibilitySchema.optional(),
  shareable: z.boolean({ error: 'shareable must be true or false' }).optional(),
});
export type CreateCommentPayload = z.input<typeof createCommentSchema>;

const filterAll = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(['all', ...values] as [string, ...string[]], { error: `Unknown ${what} filter` }).optional();

/**
 * Filters and the page of GET /api/tickets and GET /api/tickets/:districtId. Without any of them the
 * answer is the newest TICKET_LIST_DEFAULT_LIMIT tickets; `before` is the cursor of the next page.
 */
export const listTicketsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  search: text(200).optional(),
  status: filterAll(TICKET_STATUSES, 'status'),
  priority: filterAll(PRIORITIES, 'priority'),
  category: filterAll(TICKET_CATEGORIES, 'category'),
  assigneeId: z
    .union([z.literal('me'), z.literal('none'), z.uuid()], { error: 'Not a valid assignee filter' })
    .optional(),
  /** Tickets for one person. */
  requesterId: z.uuid({ error: 'Not a valid requester filter' }).optional(),
  /** Tickets about one device (an asset's details list them). */
  assetId: z.uuid({ error: 'Not a valid device filter' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TICKET_LIST_MAX_LIMIT, `limit must be at most ${TICKET_LIST_MAX_LIMIT}`)
    .optional(),
  /** The id of the last ticket already shown: the page continues after it. */
  before: z.uuid({ error: 'Not a valid cursor' }).optional(),
});
export type ListTicketsQuery = z.infer<typeof listTicketsQuerySchema>;

export const ticketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  title: z.string(),
  description: z.string(),
  priority: prioritySchema,
  status: ticketStatusSchema,
  category: ticketCategorySchema,
  districtId: z.uuid(),
  districtName: z.string().optional(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  createdById: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  /** The person the ticket is for (null: nobody named, or the account was removed). */
  requesterId: z.uuid().nullable(),
  requesterName: z.string().nullable(),
  /** The device it is about, named by tag and name ("BHS-0042 · Chromebook 11"). */
  assetId: z.uuid().nullable(),
  assetName: z.string().nullable(),
  source: z.enum(TICKET_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Staff wait on the requester: the SLA clock is paused until the requester replies. */
  waiting: z.boolean(),
  /** The SLA clock; null for a ticket opened before the clock existed. */
  sla: ticketSlaSchema.nullable(),
  /** The ticket this one was merged into (it is closed). */
  mergedIntoId: z.uuid().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const TICKET_ACTIVITY_KINDS = [
  'created',
  'status',
  'priority',
  'category',
  'assignment',
  'edited',
  'comment',
  /** A technician visit for the ticket was scheduled, moved or changed status (body: what happened). */
  'visit',
  /** An integration changed the ticket, or resolved a conflict with a remote system (body: what happened). */
  'sync',
  /** The person the ticket is for changed (from -> to: names). */
  'requester',
  /** The device the ticket is about changed (from -> to: "TAG · name"). */
  'asset',
  /** An SLA clock event (from: first_response or resolution; to: the SlaEvent). */
  'sla',
  /** Staff set or cleared waiting on the requester (from -> to: "false"/"true"). */
  'waiting',
  /** A rule acted on the ticket (body: the rule's name and what it did). */
  'rule',
  /** Merged into another ticket, or another merged into this one (to: the other's number). */
  'merge',
  /** Linked to a related ticket, or unlinked (to: the other's number; from: set when unlinked). */
  'link',
  /** The requester rated the service (to: the rating 1..5; body: their comment). */
  'satisfaction',
] as const;
export type TicketActivityKind = (typeof TICKET_ACTIVITY_KINDS)[number];

/** One entry of a ticket's timeline: a change (from -> to) or a comment (body). */
export const ticketActivitySchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  kind: z.enum(TICKET_ACTIVITY_KINDS),
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  body: z.string().nullable(),
  /** Who reads it: a comment as written; other entries by entryVisibility (sync notes internal, changes public). */
  visibility: commentVisibilitySchema,
  createdAt: z.string(),
});
export type TicketActivity = z.infer<typeof ticketActivitySchema>;

export const ticketWatcherSchema = z.object({ id: z.uuid(), name: z.string() });
export type TicketWatcher = z.infer<typeof ticketWatcherSchema>;

export const ticketDetailsSchema = z.object({
  ticket: ticketSchema,
  activity: z.array(ticketActivitySchema),
  /** People told of the public conversation besides the requester. */
  watchers: z.array(ticketWatcherSchema),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

/** The ticket cards of the Support screen (and the sidebar badge): kept counters, never a scan. */
export const ticketSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  inProgress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  /** Critical tickets still open or in progress. */
  critical: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const summaryQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

/** Data of the live ticket_created / ticket_updated events (toasts read data.ticketNumber). */
export interface TicketEventData {
  ticketNumber: string;
  id: string;
  title: string;
  status: TicketStatus;
  priority: Priority;
  change?: 'fields' | 'status' | 'assignment' | 'comment';
}

/** A ticket number's counter has at least this many digits, zero-padded ("0042"). */
export const TICKET_NUMBER_DIGITS = 4;

/** "BENSON-0042": the district code and the district's own counter. */
export function formatTicketNumber(districtCode: string, n: number): string {
  return `${districtCode}-${String(n).padStart(TICKET_NUMBER_DIGITS, '0')}`;
}

type Counted = { status: TicketStatus; priority: Priority };
export type TicketCounterDeltas = TicketSummary;

/**
 * How a ticket's creation (before null), change or removal (after null) moves the district's
 * counters. Critical counts only tickets that still need work.
 */
export function ticketCounterDeltas(before: Counted | null, after: Counted | null): TicketCounterDeltas {
  const d: TicketCounterDeltas = { total: 0, open: 0, inProgress: 0, resolved: 0, closed: 0, critical: 0 };
  const key: Record<TicketStatus, keyof TicketCounterDeltas> = {
    open: 'open',
    in_progress: 'inProgress',
    resolved: 'resolved',
    closed: 'closed',
  };
  const apply = (t: Counted | null, sign: 1 | -1) => {
    if (!t) return;
    d.total += sign;
    d[key[t.status]] += sign;
    if (t.priority === 'critical' && ACTIVE_TICKET_STATUSES.includes(t.status)) d.critical += sign;
  };
  apply(before, -1);
  apply(after, 1);
  return d;
}

export type TicketSearch =
  | { kind: 'number'; ticketNumber: string }
  | { kind: 'counter'; n: number }
  | { kind: 'words'; query: string }
  | { kind: 'nothing' };

/**
 * What a search box entry looks for: a ticket number ("BENSON-0042"), a district counter ("42",
 * "#42"), or words of the title and description, each matched as a prefix ("print" finds
 * "Printers"). The words query is built only from letters and digits, so it is always valid
 * to_tsquery syntax.
 */
export function ticketSearch(input: string): TicketSearch | null {
  const term = input.trim();
  if (!term) return null;
  if (/^[A-Za-z0-9]+-\d+$/.test(term)) return { kind: 'number', ticketNumber: term.toUpperCase() };
  const counter = /^#?(\d{1,9})$/.exec(term);
  if (counter) return { kind: 'counter', n: Number(counter[1]) };
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return { kind: 'nothing' };
  return {
    kind: 'words',
    query: words
      .slice(0, 8)
      .map((w) => `${w}:*`)
      .join(' & '),
  };
}

/**
 * Who may read a timeline entry. A comment is as it was written (comments from before requesters
 * existed are internal: they were written for staff; notes from IncidentIQ and ConnectWise are
 * internal). An integration's `sync` entry is internal: it names remote systems, their people and
 * conflicts between them, which are the help desk's business. Every other change (opened, status,
 * priority, category, assignment, edits, visits, requester, device) is public: it is what the
 * requester's ticket shows anyway.
 */
export function entryVisibility(kind: TicketActivityKind, stored: CommentVisibility): CommentVisibility {
  if (kind === 'comment') return stored;
  return STAFF_ONLY_KINDS.includes(kind) ? 'internal' : 'public';
}

/**
 * Timeline lines only staff read: integration notes, rules' acts (they name rules and notes), the
 * SLA clock's events (the contract's terms), and links to other tickets (another person's).
 */
export const STAFF_ONLY_KINDS: readonly TicketActivityKind[] = ['sync', 'rule', 'sla', 'link'];

/** What a requester (Staff & Students) reads of a ticket's timeline: its public entries only. */
export function visibleToRequester(entry: Pick<TicketActivity, 'visibility'>): boolean {
  return entry.visibility === 'public';
}

/**
 * Who reads a new comment: a requester writes public replies only (asking for internal is refused:
 * `internal` answers null); staff write internal notes unless they choose a public reply.
 */
export function commentVisibilityFor(
  writerIsRequester: boolean,
  asked: CommentVisibility | undefined,
): CommentVisibility | null {
  if (writerIsRequester) return asked === 'internal' ? null : 'public';
  return asked ?? 'internal';
}

/** Where a new ticket comes from when the caller does not say: a requester's from the help portal, staff's from staff. */
export function defaultTicketSource(writerIsRequester: boolean): TicketSource {
  return writerIsRequester ? 'portal' : 'staff';
}

/** A device as tickets name it: its tag and its name, "BHS-0042 · Chromebook 11". */
export function assetLabel(assetTag: string, name: string): string {
  return `${assetTag} · ${name}`;
}

/** At most this many mails an hour go to one address about one ticket (no mail loop floods a mailbox). */
export const TICKET_MAIL_LIMIT_PER_HOUR = 10;

/** The ticket number in a subject, as mail about a ticket carries it: "[BENSON-0042]". */
export const ticketSubjectTag = (ticketNumber: string) => `[${ticketNumber}]`;

/** The ticket number a subject names in brackets ("Re: [BENSON-0042] Projector" -> "BENSON-0042"), if any. */
export function ticketNumberInSubject(subject: string): string | null {
  const found = /\[([A-Za-z0-9]+-\d+)\]/.exec(subject);
  return found ? found[1]!.toUpperCase() : null;
}

/**
 * The Message-ID of a mail about a ticket: `<ticket.{ticketId}.{random}@{host of PUBLIC_URL}>`, so
 * a reply's In-Reply-To or References finds its ticket (ticketIdInMessageId).
 */
export function ticketMessageId(ticketId: string, random: string, publicUrl: string): string {
  return `<ticket.${ticketId}.${random}@${new URL(publicUrl).hostname}>`;
}

/** The ticket a Message-ID of ours is about (see ticketMessageId), if it is one. */
export function ticketIdInMessageId(messageId: string): string | null {
  const found =
    /<?ticket\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[^@\s>]+@[^>\s]+>?/i.exec(
      messageId,
    );
  return found ? found[1]!.toLowerCase() : null;
}

/** The References of a mail answering `previous`: its references then its id, the newest `keep` ids. */
export function nextReferences(
  previous: { messageId: string; references?: string } | null,
  keep = 20,
): string | undefined {
  if (!previous) return undefined;
  const ids = [...(previous.references?.split(/\s+/).filter(Boolean) ?? []), previous.messageId];
  return ids.slice(-keep).join(' ');
}

/** Where a person opens a ticket in the web app: requesters in the help portal, staff on the Support screen. */
export function ticketLinkFor(isRequester: boolean, ticketId: string): string {
  return isRequester ? `/help?ticket=${ticketId}` : `/tickets?ticket=${ticketId}`;
}

/** Why the requester of a ticket is mailed: it was opened, someone else replied in public, it was resolved. */
export type RequesterMailOccasion = 'created' | 'reply' | 'resolved';

const DONE: readonly TicketStatus[] = ['resolved', 'closed'];

/**
 * Whether a ticket's change mails a person of its public conversation (its requester, or a
 * requester watching it), and why: its opening (the requester only), a public reply written by
 * someone else, its resolution (resolved or closed from a status that was not). Never an internal
 * note, never another change.
 */
export function requesterMailOccasion(
  change: 'created' | 'status' | 'comment' | 'assigned',
  entry: Pick<TicketActivity, 'kind' | 'visibility' | 'actorId' | 'fromValue' | 'toValue'> | null,
  recipient: { id: string; isRequesterOfTicket: boolean },
): RequesterMailOccasion | null {
  if (change === 'created') return recipient.isRequesterOfTicket ? 'created' : null;
  if (!entry) return null;
  if (change === 'comment' && entry.kind === 'comment')
    return entry.visibility === 'public' && entry.actorId !== recipient.id ? 'reply' : null;
  if (change === 'status' && entry.kind === 'status') {
    const now = entry.toValue as TicketStatus | null;
    const was = entry.fromValue as TicketStatus | null;
    return now && DONE.includes(now) && !(was && DONE.includes(was)) ? 'resolved' : null;
  }
  return null;
}

/**
 * The words of a mail to a ticket's requester, in their language (domain/locales/mail.*.ts);
 * `byMail` when they can answer by replying to it.
 */
export function requesterMailText(
  occasion: RequesterMailOccasion,
  ticket: { ticketNumber: string; title: string },
  extra: { actorName: string; reply?: string; byMail: boolean; watching?: boolean; locale?: Locale },
): { subject: string; paragraphs: string[]; actionLabel: string } {
  const locale = extra.locale ?? 'en';
  const say = (key: string, values?: Record<string, string>) => mailText(locale, `ticket.${key}`, values);
  const tag = ticketSubjectTag(ticket.ticketNumber);
  const { title } = ticket;
  const whose = say(extra.watching ? 'watching' : 'own', { title });
  const answer = say(extra.byMail ? 'answerByMail' : 'answerInPortal');
  switch (occasion) {
    case 'created':
      return {
        subject: say('created.subject', { tag, title }),
        paragraphs: [say('created.body', { title, number: ticket.ticketNumber }), answer],
        actionLabel: say('viewRequest'),
      };
    case 'reply':
      return {
        subject: say('reply.subject', { tag, title }),
        paragraphs: [say('reply.body', { actor: extra.actorName, whose }), extra.reply ?? '', answer],
        actionLabel: say('viewConversation'),
      };
    case 'resolved':
      return {
        subject: say('resolved.subject', { tag, title }),
        paragraphs: [
          say('resolved.body', { actor: extra.actorName, whose }),
          say(extra.byMail ? 'resolved.againByMail' : 'resolved.againInPortal'),
        ],
        actionLabel: say('viewRequest'),
      };
  }
}
