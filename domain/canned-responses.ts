import { z } from 'zod';
import { hasControlCharacters, INPUT_MESSAGES, text } from './http.ts';
import { TICKET_CATEGORIES } from './tickets.ts';

/**
 * Canned responses (see docs/product.md#canned-responses): replies a desk writes once and inserts
 * into a ticket's reply, per district or provider-wide (Five Star's, offered to every district),
 * with placeholders filled from the ticket at hand.
 */

// --- Placeholders ------------------------------------------------------------------------------

/** What a response may say in double braces, and what each becomes. */
export const CANNED_PLACEHOLDERS = [
  'requester.firstName',
  'requester.name',
  'ticket.number',
  'ticket.title',
  'technician.name',
  'district.name',
] as const;
export type CannedPlaceholder = (typeof CANNED_PLACEHOLDERS)[number];

/** The placeholder help of the form and of the docs. */
export const CANNED_PLACEHOLDER_HELP: Record<CannedPlaceholder, string> = {
  'requester.firstName': 'First name of the person the ticket is for',
  'requester.name': 'Full name of the person the ticket is for',
  'ticket.number': 'The ticket’s number, e.g. BENSON-0042',
  'ticket.title': 'The ticket’s title',
  'technician.name': 'Your name: the person replying',
  'district.name': 'The district’s name',
};

/** `{{ name }}`: the name between double braces, spaces around it allowed. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const KNOWN = new Map(CANNED_PLACEHOLDERS.map((p) => [p.toLowerCase(), p]));

/** The placeholder a name stands for (any letter case, spaces trimmed), or null for an unknown one. */
export function placeholderOf(name: string): CannedPlaceholder | null {
  return KNOWN.get(name.trim().toLowerCase()) ?? null;
}

/** Each placeholder of a text as written between its braces, trimmed, once, in order. */
function namesIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim()))];
}

/** The known placeholders a text uses, once each, in order. */
export function placeholdersIn(body: string): CannedPlaceholder[] {
  return [...new Set(namesIn(body).flatMap((name) => (placeholderOf(name) ? [placeholderOf(name)!] : [])))];
}

/** The names between double braces that are no placeholder ("" for empty braces), once each. */
export function unknownPlaceholders(body: string): string[] {
  return namesIn(body).filter((name) => !placeholderOf(name));
}

/** The values of one rendering; a missing one (no requester on the ticket) is null or left out. */
export type PlaceholderValues = Partial<Record<CannedPlaceholder, string | null>>;

const PUNCTUATION_OR_SPACE = /[\s,.;:!?)\]]/;

/**
 * The response with its placeholders filled in. A placeholder without a value (a ticket without a
 * requester) becomes an empty string, and takes along the space that would be left dangling:
 * "Hi {{requester.firstName}}," reads "Hi," and "{{requester.firstName}} asked" reads "asked".
 * Anything else is kept exactly as written, including names in braces that are no placeholder
 * (a saved response never has one: saving refuses them). `missing` names the placeholders that
 * had no value, so the reply box can say so.
 */
export function renderCannedResponse(
  body: string,
  values: PlaceholderValues,
): { body: string; missing: CannedPlaceholder[] } {
  const missing = new Set<CannedPlaceholder>();
  let out = '';
  let last = 0;
  let skipSpaces = false;
  for (const match of body.matchAll(PLACEHOLDER)) {
    const at = match.index;
    let before = body.slice(last, at);
    if (skipSpaces) before = before.replace(/^[ \t]+/, '');
    skipSpaces = false;
    last = at + match[0].length;
    const placeholder = placeholderOf(match[1]!);
    if (!placeholder) {
      out += before + match[0];
      continue;
    }
    const value = values[placeholder]?.trim() ?? '';
    if (value) {
      out += before + value;
      continue;
    }
    missing.add(placeholder);
    const next = body[last];
    const lineStart = /(^|\n)[ \t]*$/.test(out + before);
    if (lineStart) {
      // Nothing before it on its line: the spaces after it go instead.
      out += before;
      skipSpaces = true;
    } else if (next === undefined || PUNCTUATION_OR_SPACE.test(next)) {
      out += before.replace(/[ \t]+$/, '');
    } else out += before;
  }
  let rest = body.slice(last);
  if (skipSpaces) rest = rest.replace(/^[ \t]+/, '');
  return { body: out + rest, missing: [...missing] };
}

// --- Vocabulary --------------------------------------------------------------------------------

/** A district's own response, or Five Star's provider-wide one (offered to every district). */
export const CANNED_SCOPES = ['district', 'provider'] as const;
export type CannedScope = (typeof CANNED_SCOPES)[number];
export const CANNED_SCOPE_LABELS: Record<CannedScope, string> = {
  district: 'This district',
  provider: 'Every district (Five Star)',
};

/**
 * The body's bound leaves room for what placeholders bring in (a title of up to 200 characters,
 * names) within a ticket comment's 5,000 characters.
 */
export const CANNED_LIMITS = {
  title: 120,
  body: 4000,
  tag: 30,
  tags: 8,
  search: 200,
  /** Responses a district (or Five Star, provider-wide) keeps: a list, not a knowledge base. */
  perScope: 500,
  /** A page of the list; the picker asks for fewer. */
  list: 200,
} as const;

const placeholderList = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');

export const CANNED_MESSAGES = {
  titleRequired: 'Give the response a title',
  titleTooLong: `The title must be at most ${CANNED_LIMITS.title} characters`,
  bodyRequired: 'Write the response',
  bodyTooLong: `The response must be at most ${CANNED_LIMITS.body.toLocaleString('en-US')} characters`,
  /** Names every unknown placeholder of the body, and the ones there are. */
  unknownPlaceholders: (names: readonly string[]) =>
    `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${placeholderList(names)}. Use ${placeholderList(CANNED_PLACEHOLDERS)}.`,
  category: `Choose a category: ${TICKET_CATEGORIES.join(', ')}, or none`,
  tags: 'Give the tags as a list of words',
  tagTooLong: `A tag must be at most ${CANNED_LIMITS.tag} characters`,
  tooManyTags: `At most ${CANNED_LIMITS.tags} tags`,
  scope: 'Choose who the response is for: district or provider',
  providerNoDistrict: 'A provider-wide response belongs to no district: leave the district out',
  search: `Search for at most ${CANNED_LIMITS.search} characters`,
  limit: `Ask for 1 to ${CANNED_LIMITS.list} responses`,
  ticketRequired: 'Choose the ticket to fill the response in for',
  notFound: 'Canned response not found.',
  ticketNotFound: 'Ticket not found.',
  providerOnly: 'Only Five Star administrators add or change provider-wide responses.',
  duplicate: 'A canned response with this title already exists here. Choose another title.',
  tooMany: `At most ${CANNED_LIMITS.perScope} canned responses: delete ones no longer used first.`,
  created: 'Canned response added',
  updated: 'Canned response saved',
  deleted: 'Canned response deleted',
  saveFailed: 'Could not save the canned response',
  deleteFailed: 'Could not delete the canned response',
  renderFailed: 'Could not fill in the canned response',
  loadFailed: 'Canned responses could not be loaded.',
  empty: 'No canned responses yet',
  noMatch: 'No canned response matches',
  /** What the reply box says when a placeholder had no value. */
  missing: (names: readonly string[]) =>
    `This ticket has no value for ${placeholderList(names)}: ${names.length === 1 ? 'it was' : 'they were'} left out.`,
} as const;
const M = CANNED_MESSAGES;

// --- Payloads ----------------------------------------------------------------------------------

const noControl = (s: string) => !hasControlCharacters(s);

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(CANNED_LIMITS.title, M.titleTooLong)
  .refine(noControl, INPUT_MESSAGES.controlCharacters);

/** The body: tabs and line breaks kept; every name in double braces a known placeholder. */
const body = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(CANNED_LIMITS.body, M.bodyTooLong)
  .refine(noControl, INPUT_MESSAGES.controlCharacters)
  .superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: M.unknownPlaceholders(unknown) });
  });

const category = z.enum(TICKET_CATEGORIES, { error: M.category }).nullable().default(null);

const tag = z
  .string({ error: M.tags })
  .trim()
  .max(CANNED_LIMITS.tag, M.tagTooLong)
  .refine(noControl, INPUT_MESSAGES.controlCharacters);

/** Tags once each (letter case aside), in the order given; empty ones dropped. */
const tags = z
  .array(tag, { error: M.tags })
  .max(CANNED_LIMITS.tags, M.tooManyTags)
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  });

/** PUT /api/canned-responses/:id: the response's text and labels (its scope stays). */
export const updateCannedResponseSchema = z.object({ title, body, category, tags });
export type UpdateCannedResponsePayload = z.input<typeof updateCannedResponseSchema>;

/**
 * POST /api/canned-responses: a district's response (its administrators; Five Star names the
 * district) or a provider-wide one (Five Star's, no district).
 */
export const createCannedResponseSchema = updateCannedResponseSchema
  .extend({
    scope: z.enum(CANNED_SCOPES, { error: M.scope }).default('district'),
    /** Checked against the session: another district's id answers 404. */
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  })
  .refine((p) => p.scope !== 'provider' || !p.districtId, {
    path: ['districtId'],
    message: M.providerNoDistrict,
  });
export type CreateCannedResponsePayload = z.input<typeof createCannedResponseSchema>;

/**
 * GET /api/canned-responses: the district's own and Five Star's provider-wide responses (Five Star
 * naming no district: the provider-wide ones), each word of `search` found in the title, the body
 * or a tag.
 */
export const listCannedResponsesQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  search: text(CANNED_LIMITS.search).optional(),
  limit: z.coerce
    .number({ error: M.limit })
    .int(M.limit)
    .min(1, M.limit)
    .max(CANNED_LIMITS.list, M.limit)
    .optional(),
});

/** POST /api/canned-responses/:id/render. */
export const renderCannedResponseSchema = z.object({
  ticketId: z.uuid({ error: M.ticketRequired }),
});

// --- Answers -----------------------------------------------------------------------------------

export const cannedResponseSchema = z.object({
  id: z.uuid(),
  scope: z.enum(CANNED_SCOPES),
  /** null for a provider-wide response. */
  districtId: z.uuid().nullable(),
  title: z.string(),
  body: z.string(),
  category: z.enum(TICKET_CATEGORIES).nullable(),
  tags: z.array(z.string()),
  /** The placeholders its body uses. */
  placeholders: z.array(z.enum(CANNED_PLACEHOLDERS)),
  /** May the caller change or delete it (the district's administrators; Five Star for provider-wide). */
  canEdit: z.boolean(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

export const renderedCannedResponseSchema = z.object({
  /** The text to put in the reply box. */
  body: z.string(),
  /** Placeholders the ticket had no value for (left out of `body`). */
  missing: z.array(z.enum(CANNED_PLACEHOLDERS)),
});
export type RenderedCannedResponse = z.infer<typeof renderedCannedResponseSchema>;

/** Tags as typed in one box, separated by commas: trimmed, empty ones dropped. */
export function splitTags(typed: string): string[] {
  return typed
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}
