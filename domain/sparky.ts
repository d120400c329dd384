import { z } from 'zod';
import { PRIORITIES, type Priority } from './priorities.ts';
import type { Role } from './roles.ts';
import { TICKET_CATEGORIES, type TicketCategory } from './tickets.ts';

/** Sparky, the AI support assistant (docs/product.md#sparky). */

export const CHAT_ACTIONS = ['none', 'escalate', 'create_ticket'] as const;
export const chatActionSchema = z.enum(CHAT_ACTIONS);
export type ChatAction = z.infer<typeof chatActionSchema>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const SPARKY_ENGINES = ['offline', 'llm'] as const;
export type SparkyEngineName = (typeof SPARKY_ENGINES)[number];

/**
 * Whether Sparky may answer this role from the district's records (ticket counts, assets, licenses,
 * visits…). A requester's (Staff & Students) Sparky answers how-to questions only: they see nothing
 * of the district but their own things, which the help portal lists.
 */
export const answersFromDistrictData = (role: Role) => role !== 'requester';

/** Ticket values Sparky suggests for the Create Ticket button (fields of a ticket). */
export const SUGGESTED_PRIORITIES = PRIORITIES;
export const SUGGESTED_CATEGORIES = TICKET_CATEGORIES;
export type SuggestedPriority = Priority;
export type SuggestedCategory = TicketCategory;

export const MAX_CHAT_MESSAGE_LENGTH = 2000;

export const SPARKY_MESSAGES = {
  emptyMessage: 'Please type a message for Sparky.',
  tooLong: `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
  notYourself: 'You can only chat with Sparky as yourself.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  noTicketSuggested: 'Sparky did not suggest a ticket for this reply.',
  escalation: {
    title: 'Escalation Recommended',
    description: 'Sparky recommends escalating this to a technician right away.',
  },
  createTicket: {
    title: 'Create Ticket Suggested',
    description: 'Sparky suggests creating a support ticket for this issue.',
  },
  chatError: { title: 'Chat Error', description: 'Failed to send message' },
  /** A streamed reply whose language model stopped in the middle (nothing is stored). */
  interrupted: "Sparky's answer was cut off before it was finished. Please ask again.",
  /** A streamed reply that failed for another reason once it had started. */
  streamFailed: 'Sparky could not finish this answer. Please try again.',
  /**
   * A requester (Staff & Students) asked about the district's records (counts of tickets, assets,
   * licenses…): their Sparky answers how-to questions only.
   */
  requesterNoData:
    "I can help with how-to questions (passwords, Wi-Fi, devices, apps, printers), but I can't look up the district's records. Your own tickets are under My tickets and your devices under My devices.",
  /** "That solved it" on a conversation that already became a ticket. */
  alreadyTicketed: 'A ticket was already opened from this conversation.',
  /** "That solved it" on a message that has no answer to solve anything. */
  notAReply: 'Choose one of Sparky’s replies.',
} as const;

/**
 * POST /api/ai/chat/stream answers server-sent events: `delta` `{ text }` as the words are
 * written, then either `done` (the ChatResponse, as POST /api/ai/chat gives it) or `error`
 * `{ message }`. A refusal (400, 401, 403, 404, 429) is a JSON error answer, before any event.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { message: string } };

/** The suggested-topic chips, with the question each one asks. */
export const SUGGESTED_TOPICS = [
  { label: 'Password resets', prompt: 'How do I reset a forgotten password?' },
  { label: 'Network issues', prompt: 'The Wi-Fi in my classroom keeps disconnecting. What should I do?' },
  { label: 'Hardware problems', prompt: 'A Chromebook will not turn on or charge. How can I fix it?' },
  {
    label: 'License management',
    prompt: 'We are out of license seats for a classroom app. How do we get more?',
  },
] as const;

const uuid = (what: string) => z.uuid({ error: `Not a valid ${what}` });

/** POST /api/ai/chat. userId and districtId are optional: the server takes both from the session. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: SPARKY_MESSAGES.emptyMessage })
    .trim()
    .min(1, SPARKY_MESSAGES.emptyMessage)
    .max(MAX_CHAT_MESSAGE_LENGTH, SPARKY_MESSAGES.tooLong),
  userId: uuid('user id').optional(),
  districtId: uuid('district id').optional(),
  sessionId: uuid('session id').optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const articleRefSchema = z.object({ id: z.string(), title: z.string() });
export type ArticleRef = z.infer<typeof articleRefSchema>;

export const ticketSuggestionSchema = z.object({
  priority: z.enum(SUGGESTED_PRIORITIES),
  category: z.enum(SUGGESTED_CATEGORIES),
});
export type TicketSuggestion = z.infer<typeof ticketSuggestionSchema>;

export const linkedTicketSchema = z.object({ id: z.uuid(), ticketNumber: z.string() });

/** The chat response, plus what the screen needs to show and act on it. */
export const chatResponseSchema = z.object({
  message: z.string(),
  sessionId: z.uuid(),
  actionRequired: chatActionSchema,
  suggestedTicketTitle: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  messageId: z.uuid(),
  timestamp: z.string(),
  engine: z.enum(SPARKY_ENGINES),
  model: z.string(),
  sources: z.array(articleRefSchema),
  ticket: ticketSuggestionSchema.nullable(),
  /** The district's on-call phone (System Settings), given with an escalation. */
  onCallPhone: z.string().nullable(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** A stored message (role, content, timestamp), with the reply's details. */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: z.string(),
  actionRequired: chatActionSchema.nullable(),
  suggestedTicketTitle: z.string().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  engine: z.enum(SPARKY_ENGINES).nullable(),
  model: z.string().nullable(),
  sources: z.array(articleRefSchema),
  ticket: ticketSuggestionSchema.nullable(),
  linkedTicket: linkedTicketSchema.nullable(),
  /** The asker's rating of a reply: helpful, not helpful, or not rated. */
  rating: z.boolean().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  sessionId: z.uuid(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
  /** When the asker said "That solved it" (POST /api/ai/deflections), if they did. */
  solvedAt: z.string().nullable(),
  /** The district's on-call phone (System Settings), shown with an escalation. */
  onCallPhone: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const sessionParamSchema = z.object({ sessionId: uuid('session id') });
export const messageParamSchema = z.object({ messageId: uuid('message id') });

/** Records the ticket created from a reply, so the reply shows its number after a reload. */
export const linkTicketSchema = z.object({
  ticketId: uuid('ticket id'),
  ticketNumber: z.string().trim().min(1, 'Ticket number is required').max(40),
});

/** POST /api/ai/deflections: "That solved it" for a conversation (one per conversation). */
export const deflectionInputSchema = z.object({
  sessionId: uuid('session id'),
  /** The reply that solved it; the conversation's last reply when left out. */
  messageId: uuid('message id').optional(),
});
export const deflectionSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  messageId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Deflection = z.infer<typeof deflectionSchema>;

/** GET /api/ai/status: the engine and model really answering (the screen's badge). */
export const aiStatusSchema = z.object({
  engine: z.enum(SPARKY_ENGINES),
  model: z.string(),
  /** What answers when the language model fails or times out. */
  fallback: z.literal('offline').nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const OFFLINE_MODEL_NAME = 'Sparky Offline KB (BM25+)';
/** The model named on answers read from the district's own data (tickets, licenses, assets). */
export const DISTRICT_DATA_MODEL = 'District data';

/** 0.8 and above green, 0.6 and above yellow, below 0.6 red. */
export type ConfidenceTone = 'green' | 'yellow' | 'red';
export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= 0.8) return 'green';
  if (confidence >= 0.6) return 'yellow';
  return 'red';
}

/** Shown as a whole percent. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

/** The session badge shows the last 8 characters. */
export function sessionBadge(sessionId: string): string {
  return sessionId.slice(-8);
}

/** A conversation's title: its first question, on one line, shortened. */
export function conversationTitle(firstMessage: string, max = 80): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The description of a ticket created from a conversation: the whole conversation, oldest first. */
export function ticketDescriptionFromConversation(
  messages: Pick<ChatMessage, 'role' | 'content' | 'timestamp'>[],
  opts: { sessionId?: string; maxLength?: number } = {},
): string {
  const max = opts.maxLength ?? TICKET_DESCRIPTION_MAX;
  const header = `Conversation with Sparky${opts.sessionId ? ` (session ${sessionBadge(opts.sessionId)})` : ''}`;
  const lines = messages.map(
    (m) =>
      `${m.role === 'user' ? 'User' : 'Sparky'} (${readableMoment(m.timestamp)}):\n${plainTextOf(m.content).trim()}`,
  );
  // A long conversation keeps its newest messages: they describe the problem as it stands.
  let kept = lines;
  const omitted = '(earlier messages omitted)';
  while (kept.length > 1 && [header, omitted, ...kept].join('\n\n').length > max) kept = kept.slice(1);
  const parts = kept.length < lines.length ? [header, omitted, ...kept] : [header, ...kept];
  return parts.join('\n\n').slice(0, max);
}

/** "2026-03-02 15:00 UTC": a moment anyone reading the ticket reads the same way. */
function readableMoment(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Sparky's Markdown as plain text for a ticket description (a text field): emphasis and code marks
 * dropped, headings as their words, links as "words (address)"; list markers and line breaks stay.
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, words: string, url: string) =>
      words === url ? url : `${words} (${url})`,
    )
    .replace(/(\*\*|__)(?=\S)([^*_]*?\S)\1/g, '$2')
    .replace(/(^|[^*\w])[*_](?=\S)([^*_\n]*?\S)[*_](?![*\w])/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^(\s*)[*+]\s+/gm, '$1- ');
}

/** The ticket description's upper bound (domain/tickets.ts createTicketSchema). */
const TICKET_DESCRIPTION_MAX = 10_000;
