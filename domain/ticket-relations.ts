import { z } from 'zod';
import { MAX_TICKET_WATCHERS, ticketStatusSchema } from './tickets.ts';

/**
 * Merged and linked tickets, and Sparky's suggestion for a reply (see docs/product.md#tickets):
 * a ticket merged into another closes and points at it; linked tickets are related tickets of
 * the same district, each listing the other.
 */

export const RELATION_MESSAGES = {
  notFound: 'Ticket not found.',
  chooseTicket: 'Choose the ticket to merge into',
  chooseLinked: 'Choose the ticket to link',
  mergeIntoItself: 'A ticket cannot be merged into itself.',
  linkToItself: 'A ticket cannot be linked to itself.',
  otherDistrict: 'Both tickets must belong to the same district.',
  alreadyMerged: (into: string) => `This ticket was already merged into ${into}.`,
  targetMerged: (target: string, into: string) =>
    `${target} was merged into ${into}: merge into ${into} instead.`,
  tooManyWatchers: `The merged ticket would have more than ${MAX_TICKET_WATCHERS} watchers: remove some watchers first.`,
  alreadyLinked: (other: string) => `This ticket is already linked to ${other}.`,
  notLinked: 'These tickets are not linked.',
  merged: (source: string, target: string) => `${source} merged into ${target}`,
  mergeFailed: { title: 'Error', description: 'The tickets could not be merged' },
  linked: 'Tickets linked',
  unlinked: 'Link removed',
  linkFailed: { title: 'Error', description: 'The tickets could not be linked' },
  unlinkFailed: { title: 'Error', description: 'The link could not be removed' },
} as const;

const ticketId = (message: string) => z.uuid({ error: message });

/** POST /api/tickets/:id/merge. */
export const mergeTicketSchema = z.object({ intoTicketId: ticketId(RELATION_MESSAGES.chooseTicket) });

/** POST /api/tickets/:id/links. */
export const linkTicketSchema = z.object({ ticketId: ticketId(RELATION_MESSAGES.chooseLinked) });

/** DELETE /api/tickets/:id/links/:ticketId. */
export const unlinkParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  ticketId: ticketId('Not a valid ticket id'),
});

/** Another ticket as a ticket's relations name it. */
export const relatedTicketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  title: z.string(),
  status: ticketStatusSchema,
});
export type RelatedTicket = z.infer<typeof relatedTicketSchema>;

/** GET /api/tickets/:id/links: related tickets, tickets merged into this one, and where it was merged. */
export const ticketRelationsSchema = z.object({
  links: z.array(relatedTicketSchema),
  mergedFrom: z.array(relatedTicketSchema),
  mergedInto: relatedTicketSchema.nullable(),
});
export type TicketRelations = z.infer<typeof ticketRelationsSchema>;

/** The facts a merge is judged on: both tickets as they are. */
export interface MergeSide {
  id: string;
  districtId: string;
  ticketNumber: string;
  /** The number of the ticket it was merged into, when it was. */
  mergedInto: string | null;
}

/** Why `source` cannot be merged into `target` (a message), or null when it can. */
export function mergeRefusal(source: MergeSide, target: MergeSide): string | null {
  if (source.id === target.id) return RELATION_MESSAGES.mergeIntoItself;
  if (source.districtId !== target.districtId) return RELATION_MESSAGES.otherDistrict;
  if (source.mergedInto) return RELATION_MESSAGES.alreadyMerged(source.mergedInto);
  if (target.mergedInto) return RELATION_MESSAGES.targetMerged(target.ticketNumber, target.mergedInto);
  return null;
}

/**
 * The people a merge adds to the target's watchers: the source's requester and watchers, once
 * each, without the target's requester nor those already watching it.
 */
export function watchersAfterMerge(
  source: { requesterId: string | null; watcherIds: readonly string[] },
  target: { requesterId: string | null; watcherIds: readonly string[] },
): string[] {
  const have = new Set([...target.watcherIds, ...(target.requesterId ? [target.requesterId] : [])]);
  const add: string[] = [];
  for (const id of [...(source.requesterId ? [source.requesterId] : []), ...source.watcherIds]) {
    if (!have.has(id)) {
      have.add(id);
      add.push(id);
    }
  }
  return add;
}

/** A pair of tickets as stored: the smaller id first. */
export function linkPair(a: string, b: string): { ticketId: string; linkedId: string } {
  return a < b ? { ticketId: a, linkedId: b } : { ticketId: b, linkedId: a };
}

// --- Sparky's suggestion ------------------------------------------------------------------------

/** A candidate of the suggestion: a canned response or a knowledge article, with how well it fits (0..1). */
export interface SuggestionCandidate {
  kind: 'canned_response' | 'article';
  id: string;
  title: string;
  fit: number;
}

/** Below this fit Sparky suggests nothing: a wrong suggestion costs more than none. */
export const SUGGESTION_MIN_FIT = 0.5;

/** The best candidate that fits well enough, or null. A canned response wins a tie: it answers at once. */
export function bestSuggestion<T extends SuggestionCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of candidates) {
    if (c.fit < SUGGESTION_MIN_FIT) continue;
    if (
      !best ||
      c.fit > best.fit ||
      (c.fit === best.fit && c.kind === 'canned_response' && best.kind !== c.kind)
    )
      best = c;
  }
  return best;
}

export const ticketSuggestionSchema = z.object({
  suggestion: z
    .object({
      kind: z.enum(['canned_response', 'article']),
      id: z.string(),
      title: z.string(),
      /** 0..1: how well it fits the ticket. */
      fit: z.number(),
      /** Words of the ticket it matched, for the reply box's "because" line. */
      matched: z.array(z.string()),
    })
    .nullable(),
});
export type TicketSuggestion = z.infer<typeof ticketSuggestionSchema>;
