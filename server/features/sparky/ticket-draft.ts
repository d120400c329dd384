import {
  type ChatAction,
  conversationTitle,
  SUGGESTED_PRIORITIES,
  type SuggestedCategory,
  type SuggestedPriority,
  type TicketSuggestion,
} from '../../../domain/sparky.ts';
import type { SparkyLanguage } from '../../../domain/sparky-language.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import type { MessageSignals } from './message-signals.ts';
import { englishTitleOf, englishTopicOf, spanishLocationOf } from './spanish-ticket-title.ts';

/** The suggested ticket of a reply that needs one: a specific title, a priority and a category. */

/** Below this retrieval confidence no article is trusted to answer. */
export const MIN_ARTICLE_CONFIDENCE = 0.35;

/** Where the problem is, when the message says: "Room 204", "Lincoln Elementary", "the library". */
export function extractLocation(message: string): string | null {
  const room = /\b(?:room|rm\.?|classroom|portable|lab)\s*#?\s*([a-z]?\d{1,4}[a-z]?)\b/i.exec(message);
  if (room) return `Room ${room[1]!.toUpperCase()}`;
  const school =
    /\b([A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Elementary|Middle|High|Intermediate|Primary)(?: School)?)\b/.exec(
      message,
    );
  if (school) return school[1]!;
  const place =
    /\b(library|media center|gym|gymnasium|cafeteria|front office|main office|computer lab|auditorium)\b/i.exec(
      message,
    );
  return place ? place[1]!.replace(/^./, (c) => c.toUpperCase()) : spanishLocationOf(message);
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const PRIORITY_RANK = (p: SuggestedPriority) => SUGGESTED_PRIORITIES.indexOf(p);
const atLeast = (p: SuggestedPriority, floor: SuggestedPriority) =>
  PRIORITY_RANK(p) >= PRIORITY_RANK(floor) ? p : floor;

const SPANISH_CATEGORY: Record<string, SuggestedCategory> = {
  Internet: 'network',
  'Network port': 'network',
  VPN: 'network',
  'Server room': 'network',
  Email: 'software',
  Password: 'software',
  Account: 'software',
  'Google Classroom': 'software',
  SIS: 'software',
  'State testing app': 'software',
  YouTube: 'software',
  Website: 'software',
  License: 'software',
  App: 'software',
  'Content filter': 'software',
  'Video call': 'software',
};

function guessCategory(message: string, language: SparkyLanguage): SuggestedCategory {
  if (language === 'es') {
    const { subject } = englishTopicOf(message);
    if (subject) return SPANISH_CATEGORY[subject] ?? 'hardware';
  }
  const t = message.toLowerCase();
  if (/\b(wi-?fi|internet|network|ethernet|vpn|connect\w*|online)\b/.test(t)) return 'network';
  if (
    /\b(chromebook|laptop|computer|ipad|projector|printer|screen|keyboard|battery|charger|device|display|phone)\b/.test(
      t,
    )
  ) {
    return 'hardware';
  }
  if (/\b(app|software|program|license|website|google|classroom|email|account|password)\b/.test(t))
    return 'software';
  return 'general';
}

export interface TicketDraft {
  title: string;
  ticket: TicketSuggestion;
}

/** A specific ticket title and its priority and category, for a reply that suggests a ticket. */
export function draftTicket(input: {
  message: string;
  article: KnowledgeArticle | null;
  action: ChatAction;
  signals: MessageSignals;
  /** Earlier questions of the conversation, newest first: where a location may have been named. */
  context?: string[];
  /** The question's language: a Spanish one gets an English title all the same (staff read it). */
  language?: SparkyLanguage;
}): TicketDraft {
  const { message, article, action, signals } = input;
  const language = input.language ?? 'en';
  const location = [message, ...(input.context ?? [])].map(extractLocation).find(Boolean) ?? null;
  // A Spanish message is summed up in English words (device and problem), never quoted.
  const topic = language === 'es' ? englishTopicOf(message) : null;
  const spanishTitle = language === 'es' ? englishTitleOf(message) : null;
  const summary =
    language === 'es'
      ? (spanishTitle ?? `${capitalised(guessCategory(message, language))} issue reported in Spanish`)
      : conversationTitle(message, 60);
  // A Spanish report naming its device and its problem ("Chromebook screen broken") says more than
  // the article's general title.
  const specific = topic?.subject && topic.problem && action !== 'escalate' ? spanishTitle : null;
  let title =
    specific ??
    (article
      ? article.ticketTitle
      : action === 'escalate'
        ? `Urgent: ${summary}`
        : `Help needed: ${summary}`);
  if (
    action === 'escalate' &&
    signals.serious === 'security' &&
    !article?.ticketTitle.startsWith('Security')
  ) {
    title = `Security incident: ${summary}`;
  }
  if (location && !title.includes(location)) title = `${title} (${location})`;
  let priority: SuggestedPriority = article?.ticket.priority ?? 'medium';
  if (action === 'escalate') priority = atLeast(priority, 'high');
  const critical =
    signals.serious === 'security' || signals.serious === 'outage' || signals.serious === 'equipment';
  if (action === 'escalate' && critical) priority = 'critical';
  if (signals.urgent) priority = atLeast(priority, 'high');
  const category = article?.ticket.category ?? guessCategory(message, language);
  return { title, ticket: { priority, category } };
}
