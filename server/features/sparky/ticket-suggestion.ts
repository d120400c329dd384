import MiniSearch from 'minisearch';
import { bestSuggestion, type TicketSuggestion } from '../../../domain/ticket-relations.ts';
import { TICKET_MESSAGES } from '../../../domain/tickets.ts';
import { requireAccess } from '../../access/guard.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { responsesOfDistrict } from '../canned-responses/index.ts';
import { selectTicketById } from '../tickets/index.ts';
import { matchConfidence } from './knowledge-index.ts';
import type { KnowledgeStore } from './knowledge-store.ts';
import { termGroups, termsOf, tokenize } from './text-terms.ts';

/** How much of the description is read with the title: the start says what the problem is. */
const DESCRIPTION_CHARS = 400;
const RESPONSE_BOOSTS = { title: 3, tags: 2.5, body: 0.6 };
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

interface Scored {
  kind: 'canned_response' | 'article';
  id: string;
  title: string;
  fit: number;
  matched: string[];
}

/** The words of `text` (as Sparky reads them) that a match found, once each. */
const matchedWords = (text: string, terms: Set<string>) => [
  ...new Set(tokenize(text).filter((w) => termsOf(w).some((t) => terms.has(t)))),
];

type Responses = Awaited<ReturnType<typeof responsesOfDistrict>>;

/** The best-fitting canned response for a question, scored as Sparky scores its articles. */
function bestResponse(responses: Responses, question: string): Scored | null {
  if (responses.length === 0 || termGroups(question).length === 0) return null;
  const search = new MiniSearch<{ id: string; title: string; tags: string; body: string }>({
    fields: Object.keys(RESPONSE_BOOSTS),
    tokenize,
    processTerm: (term) => termsOf(term),
    searchOptions: {
      boost: RESPONSE_BOOSTS,
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  search.addAll(
    responses.map((r) => ({
      id: r.id,
      title: r.title,
      tags: r.tags.join(' . '),
      body: r.body.replace(PLACEHOLDER, ' '),
    })),
  );
  const groups = termGroups(question);
  const results = search.search(question).slice(0, 3);
  const matches = results.map((r) => {
    const found = new Set(r.queryTerms);
    return {
      r,
      score: r.score,
      coverage: groups.filter((g) => g.some((t) => found.has(t))).length / groups.length,
    };
  });
  const top = matches[0];
  if (!top) return null;
  const response = responses.find((x) => x.id === top.r.id)!;
  // A response is about what its title says: a ticket that shares one generic word of it ("order")
  // is no fit, so the fit also weighs how much of the title the ticket covers.
  const asked = new Set(groups.flat());
  const titleGroups = termGroups(response.title);
  const titleCoverage =
    titleGroups.filter((g) => g.some((t) => asked.has(t))).length / (titleGroups.length || 1);
  return {
    kind: 'canned_response',
    id: response.id,
    title: response.title,
    fit: Math.round(Math.sqrt(matchConfidence(matches) * titleCoverage) * 100) / 100,
    matched: matchedWords(question, new Set(top.r.queryTerms)),
  };
}

/**
 * Sparky's suggestion for a ticket's reply (see docs/product.md#tickets): the canned response or
 * knowledge article that best fits the ticket's title (and the start of its description), or
 * nothing when none fits well (domain: bestSuggestion). Read as the caller: the district's own and
 * Five Star's responses, the articles of the caller's audience. The route is of the tickets area;
 * Sparky's area (its tier and the district's Sparky toggle) is checked too: 403 with the toggle's
 * reason when Sparky is off for the district, as every endpoint of a switched-off area answers.
 */
export function createTicketSuggestions({ db, knowledge }: { db: Db; knowledge: KnowledgeStore }) {
  return async function suggest(identity: Identity, ticketId: string): Promise<TicketSuggestion> {
    requireAccess(identity, 'sparky', 'read');
    const ticket = await selectTicketById(db, ticketId, identity.districtId ?? null);
    if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
    const questions = [ticket.title, `${ticket.title}. ${ticket.description.slice(0, DESCRIPTION_CHARS)}`];
    const responses = await responsesOfDistrict(db, ticket.districtId);
    const index = await knowledge.indexFor(identity.role);
    const candidates: Scored[] = [];
    for (const question of questions) {
      const response = bestResponse(responses, question);
      if (response) candidates.push(response);
      const found = index.retrieve(question);
      const top = found.matches[0];
      if (top) {
        const terms = new Set(
          top.article.keywords.concat(top.article.title).flatMap((k) => tokenize(k).flatMap(termsOf)),
        );
        candidates.push({
          kind: 'article',
          id: top.article.id,
          title: top.article.title,
          fit: found.confidence,
          matched: matchedWords(question, terms),
        });
      }
    }
    const best = bestSuggestion(candidates);
    return { suggestion: best ? { ...best, matched: best.matched.slice(0, 6) } : null };
  };
}
