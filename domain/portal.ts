import { z } from 'zod';
import { assetStatusSchema } from './asset-schemas.ts';
import { type Priority, prioritySchema } from './priorities.ts';
import {
  type ChatAction,
  type ChatMessage,
  conversationTitle,
  ticketDescriptionFromConversation,
} from './sparky.ts';
import {
  TICKET_CATEGORIES,
  TICKET_DEFAULTS,
  TICKET_SOURCES,
  type TicketCategory,
  type TicketStatus,
  ticketCategorySchema,
  ticketStatusSchema,
} from './tickets.ts';

/**
 * The help portal (/help): the front door of the district's staff and students (requesters, "Staff &
 * Students"), and of anyone of the district for their own tickets and devices. See docs/product.md#help.
 */

// ---------------------------------------------------------------------------------------------
// Who becomes a requester

/** A district's domains, as its settings keep them (lower case). */
export interface DistrictDomains {
  districtId: string;
  /** Staff domains: a new account of one waits for an administrator (District profile). */
  emailDomains: readonly string[];
  /** Requester domains: a new account of one is a requester of the district at once. */
  requesterDomains: readonly string[];
}

/** The domain of an email address, lower case ('' when it has none). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Where a person who signs in with Google for the first time goes (no account has their issuer and
 * subject, and no account has their address):
 *
 * - a **verified** address of a district's requester domain: a requester of that district at once
 *   (the portal only: their own tickets, devices and Sparky conversations);
 * - anything else: an account that waits for access, as before requesters existed (a district whose
 *   staff domains include the address lists it for its administrators).
 *
 * A domain that is both a staff domain and a requester domain makes a requester: a requester sees
 * nothing of the district but their own things, so letting them in at once gives away nothing the
 * waiting list guarded, and an administrator who knows them as staff raises their role in User
 * Management. An unverified address never joins a district by its domain. Two districts never
 * share a domain (settings refuse it); if they did, neither would take the person.
 */
export function requesterPlacement(
  address: { email: string; verified: boolean },
  districts: readonly DistrictDomains[],
): { districtId: string } | null {
  if (!address.verified) return null;
  const domain = domainOf(address.email);
  if (!domain) return null;
  const matches = districts.filter((d) => d.requesterDomains.includes(domain));
  return matches.length === 1 ? { districtId: matches[0]!.districtId } : null;
}

// ---------------------------------------------------------------------------------------------
// The routes a requester may open

/** Where a requester lands, and the one area of the app they use. */
export const HELP_HOME = '/help';

/** The portal's own screens. */
export const HELP_PATHS = {
  home: '/help',
  tickets: '/help/tickets',
  ticket: (id: string) => `/help/tickets/${id}`,
  devices: '/help/devices',
} as const;

/**
 * Whether a requester may open a path of the app: the help portal and their own account page.
 * Every other screen shows "not available" with a way back to /help.
 */
export function requesterMayOpen(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === HELP_HOME || path.startsWith(`${HELP_HOME}/`) || path === '/account';
}

// ---------------------------------------------------------------------------------------------
// My tickets

/** How the caller is on a ticket: the person it is for, or someone who follows it. */
export const MY_TICKET_RELATIONS = ['requester', 'watcher'] as const;

/** The filter of My tickets: every ticket, the ones still being worked on, or the finished ones. */
export const MY_TICKET_STATES = ['all', 'active', 'done'] as const;
export type MyTicketState = (typeof MY_TICKET_STATES)[number];
export const MY_TICKET_STATE_LABELS: Record<MyTicketState, string> = {
  all: 'All tickets',
  active: 'Still open',
  done: 'Resolved or closed',
};

/** The statuses a state filter keeps. */
export function statusesOfState(state: MyTicketState): readonly TicketStatus[] {
  if (state === 'active') return ['open', 'in_progress'];
  if (state === 'done') return ['resolved', 'closed'];
  return ['open', 'in_progress', 'resolved', 'closed'];
}

/** What a requester reads of a ticket's timeline: its creation, its status changes and public replies. */
export const PUBLIC_ACTIVITY_KINDS = ['created', 'status', 'comment'] as const;

export const MY_TICKETS_MAX = 200;

export const myTicketsQuerySchema = z.object({
  state: z.enum(MY_TICKET_STATES, { error: 'Choose all, active or done' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MY_TICKETS_MAX, `limit must be at most ${MY_TICKETS_MAX}`)
    .optional(),
});
export type MyTicketsQuery = z.infer<typeof myTicketsQuerySchema>;

export const myTicketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  title: z.string(),
  status: ticketStatusSchema,
  priority: prioritySchema,
  category: ticketCategorySchema,
  source: z.enum(TICKET_SOURCES),
  relation: z.enum(MY_TICKET_RELATIONS),
  /** The device it is about ("BHS-0042 · Chromebook 11"), if any. */
  assetName: z.string().nullable(),
  createdAt: z.string(),
  /** The newest entry the requester may read: its creation, a status change or a public reply. */
  lastActivity: z.object({
    kind: z.enum(PUBLIC_ACTIVITY_KINDS),
    at: z.string(),
    actorName: z.string(),
    /** A status change's new status, or the first words of a reply. */
    text: z.string().nullable(),
  }),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

/** "BHS-0042 · Chromebook 11": how a device is named on tickets. */
export const deviceLabel = (asset: { assetTag: string; name: string }) => `${asset.assetTag} · ${asset.name}`;

/** What My tickets says of the newest entry: "Reply from Sam Lee", "Now In Progress", "Opened". */
export function lastActivityText(
  a: MyTicket['lastActivity'],
  statusLabels: Record<TicketStatus, string>,
): string {
  if (a.kind === 'comment') return `Reply from ${a.actorName}`;
  if (a.kind === 'status' && a.text && a.text in statusLabels)
    return `Now ${statusLabels[a.text as TicketStatus]}`;
  return 'Opened';
}

// ---------------------------------------------------------------------------------------------
// My devices

export const myDeviceSchema = z.object({
  id: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  /** The category's label in the district (its own categories). */
  category: z.string(),
  status: assetStatusSchema,
  manufacturer: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  checkedOutOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** Tickets about it that are still open or in progress (the caller's or anyone's). */
  openTickets: z.number().int(),
});
export type MyDevice = z.infer<typeof myDeviceSchema>;

// ---------------------------------------------------------------------------------------------
// A ticket from the portal

export const PORTAL_MESSAGES = {
  titleRequired: 'Say in a few words what is wrong',
  descriptionRequired: 'Describe the problem: what happened, where, since when',
  deviceNotYours: 'This device is not assigned to you.',
  noFiles: 'No files yet. A photo of the problem helps the IT team.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  created: (ticketNumber: string) => ({
    title: 'Ticket created',
    description: `Your ticket ${ticketNumber} is with the IT team.`,
  }),
  createFailed: { title: 'Error', description: 'Your ticket could not be created' },
  ticketsFailed: 'Your tickets could not be loaded.',
  devicesFailed: 'Your devices could not be loaded.',
  noTickets: 'You have no tickets yet',
  noTicketsHint: 'When you ask for help, your tickets appear here with every reply from the IT team.',
  noMatch: 'No tickets match this filter',
  noDevices: 'No devices are assigned to you',
  noDevicesHint: 'Devices the district hands you (a laptop, a Chromebook…) appear here.',
  notAvailable: 'This page is not part of the help portal.',
  notAvailableHint:
    'Your account uses the help portal: ask Sparky, open a ticket, follow your tickets and devices.',
  solved: { title: 'Glad that helped', description: 'Thanks for telling us: no ticket was needed.' },
  solvedFailed: { title: 'Error', description: 'Your answer could not be recorded' },
  alreadyTicketed: 'A ticket was already opened from this conversation.',
  replyAdded: 'Your reply was sent to the IT team.',
  replyFailed: { title: 'Error', description: 'Your reply could not be sent' },
  conversationFailed: 'The conversation could not be loaded.',
} as const;

const M = PORTAL_MESSAGES;

/**
 * POST /api/my/tickets: a ticket for the caller from the portal's short form. With `sessionId` it is
 * Sparky's "I still need help" (source sparky; priority high when that reply said escalate); with
 * `assetId` it is about one of the caller's devices.
 */
export const portalTicketSchema = z.object({
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(10_000, 'Description must be at most 10000 characters'),
  category: ticketCategorySchema.default(TICKET_DEFAULTS.category),
  assetId: z.uuid({ error: 'Not a valid device id' }).optional(),
  /** The Sparky conversation it follows ("I still need help"). */
  sessionId: z.uuid({ error: 'Not a valid session id' }).optional(),
  /** Sparky's reply the caller still needs help after (default: the conversation's last reply). */
  messageId: z.uuid({ error: 'Not a valid message id' }).optional(),
});
export type PortalTicketPayload = z.input<typeof portalTicketSchema>;
export type PortalTicketInput = z.output<typeof portalTicketSchema>;

/** The priority of a portal ticket: high when Sparky said escalate, else the usual medium. */
export function portalTicketPriority(action: ChatAction | null | undefined): Priority {
  return action === 'escalate' ? 'high' : TICKET_DEFAULTS.priority;
}

/** The short form's values before the requester edits them. */
export interface PortalTicketDraft {
  title: string;
  category: TicketCategory;
  description: string;
}

/**
 * "I still need help": the form prefilled from Sparky's draft. Title: the title Sparky suggested,
 * else the first question; category: Sparky's, else general; description: the conversation.
 */
export function draftFromConversation(
  sessionId: string,
  messages: Pick<ChatMessage, 'role' | 'content' | 'timestamp' | 'suggestedTicketTitle' | 'ticket'>[],
  reply?: Pick<ChatMessage, 'suggestedTicketTitle' | 'ticket'> | null,
): PortalTicketDraft {
  const answer = reply ?? [...messages].reverse().find((m) => m.role === 'assistant') ?? null;
  const question = messages.find((m) => m.role === 'user')?.content ?? '';
  const category = answer?.ticket?.category;
  return {
    title: (answer?.suggestedTicketTitle ?? conversationTitle(question, 120)).slice(0, 200),
    category: category && TICKET_CATEGORIES.includes(category) ? category : TICKET_DEFAULTS.category,
    description: ticketDescriptionFromConversation(messages, { sessionId }),
  };
}

/** "Report a problem with this device": the form prefilled for a device. */
export function draftForDevice(device: Pick<MyDevice, 'assetTag' | 'name'>): PortalTicketDraft {
  return {
    title: `Problem with ${deviceLabel(device)}`.slice(0, 200),
    category: 'hardware',
    description: '',
  };
}
