import {
  type ChatAction,
  conversationTitle,
  mostSerious,
  SUGGESTED_PRIORITIES,
  type SuggestedCategory,
  type SuggestedPriority,
  type TicketSuggestion,
} from '../../../domain/sparky.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';

/** What a message says beyond its topic: how serious, how wide, how urgent. */
export interface MessageSignals {
  securityIncident: boolean;
  studentSafety: boolean;
  outage: boolean;
  urgent: boolean;
  widespread: boolean;
  damage: boolean;
  problem: boolean;
  /** "I tried that, it still does not work": the previous answer did not help. */
  notResolved: boolean;
  greeting: boolean;
  thanks: boolean;
}

/** Below this retrieval confidence no article is trusted to answer. */
export const MIN_ARTICLE_CONFIDENCE = 0.35;
/** Below this an urgent problem counts as one the articles cannot solve. */
const SOLVES_URGENT_CONFIDENCE = 0.6;

const has = (re: RegExp, text: string) => re.test(text);

export function detectSignals(raw: string): MessageSignals {
  const text = raw.toLowerCase().replace(/[’]/g, "'");
  const networkWords = /\b(internet|network|wi-?fi|wireless|online|connection|connectivity|phones?)\b/;
  const downWords =
    /\b(down|outage|offline|lost|out|no (internet|network|wi-?fi|connection)|can'?t (get|connect)|cannot (get|connect)|not working|unable to connect)\b/;
  const widespread =
    /\b(whole|entire|all|every|everyone|everybody|nobody|no one|none of|building|campus|school-?wide|district-?wide|wing|floor|multiple classrooms|several classrooms|many)\b/;
  const securityIncident =
    has(/\b(clicked|opened|downloaded)\b[^.!?]{0,60}\b(link|attachment|file)\b/, text) ||
    (has(/\b(entered|typed|put in|gave|shared)\b[^.!?]{0,40}\b(password|credentials|login)\b/, text) &&
      has(/\b(link|e-?mail|site|page|form|phish\w*|fake|scam\w*|pop-?up)\b/, text)) ||
    has(
      /\b(hacked|compromised|ransomware|ransom|malware|virus|infected|breach|unauthori[sz]ed (login|sign-?in|access)|encrypted)\b/,
      text,
    ) ||
    has(/\bsending (e-?mails?|messages)\b[^.!?]{0,60}\b(never|didn'?t|did not)\b/, text);
  const studentSafety = has(
    /\b(self-?harm|suicid\w*|threat(en\w*)?|weapon|bully\w*|inappropriate|explicit|porn\w*|proxy|bypass\w*|get around the filter|vpn to get around)\b/,
    text,
  );
  // "Everyone else is fine" and "only my laptop" narrow the problem to one device.
  const isWidespread =
    has(widespread, text) &&
    !has(
      /\b(everyone|everybody|others?|other (devices|computers|people))( else)? (is|are|seems?|works?|working) ?(fine|ok|okay|working)?\b|\bonly (me|mine|my|this|one)\b/,
      text,
    );
  const nobodyCan = has(/\b(nobody|no one|none of)\b[^.!?]{0,40}\b(can|could|is able|are able)\b/, text);
  const outage =
    has(/\boutage\b/, text) ||
    (has(networkWords, text) && (has(downWords, text) || nobodyCan) && isWidespread);
  const urgent =
    has(/\b(urgent\w*|asap|emergency|immediately|right now|right away|critical)\b/, text) ||
    has(/\bstarts? in \d+ ?(min|minutes?)\b/, text);
  const damage = has(
    /\b(crack(ed)?|shattered|smashed|broke|broken|snapped|spill(ed)?|wet|water damage|bulg\w*|swollen|smok\w*|burning smell|sparks?|melted)\b/,
    text,
  );
  const problem =
    damage ||
    has(
      /\b(not working|n't work\w*|not work\w*|won'?t|can'?t|cannot|unable|broken|error|fail\w*|stopped|issue|problem|down|stuck|missing|blocked|dead|no sound|keeps?)\b/,
      text,
    );
  const notResolved = has(
    /\b(still (not|doesn'?t|does not|won'?t|isn'?t|broken|nothing|the same|no)|didn'?t (work|help|fix)|did not (work|help|fix)|doesn'?t help|no luck|tried (that|this|those|everything|all)|same problem|not fixed|no change)\b/,
    text,
  );
  const words = text.replace(/[^a-z' ]/g, ' ').trim();
  const greeting =
    has(/^(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b/, words) && words.split(/\s+/).length <= 4;
  const thanks =
    has(/\b(thanks|thank you|thx|that (fixed|solved|worked)|it worked|all set)\b/, words) && !problem;
  return {
    securityIncident,
    studentSafety,
    outage,
    urgent,
    widespread: isWidespread,
    damage,
    problem,
    notResolved,
    greeting,
    thanks,
  };
}

export interface ActionInput {
  article: KnowledgeArticle | null;
  confidence: number;
  signals: MessageSignals;
  /** The article of the previous answer in this conversation, if any. */
  previousArticle: KnowledgeArticle | null;
}

/**
 * The action rules: escalate for outages, security incidents, student-safety reports and urgent
 * problems the articles cannot solve; create_ticket when a technician is needed; none otherwise.
 */
export function decideAction({ article, confidence, signals, previousArticle }: ActionInput): ChatAction {
  if (signals.securityIncident || signals.outage || signals.studentSafety) return 'escalate';
  const trusted = article && confidence >= MIN_ARTICLE_CONFIDENCE ? article : null;
  if (!trusted) {
    if (signals.notResolved && previousArticle) return signals.urgent ? 'escalate' : 'create_ticket';
    if (signals.urgent && signals.problem) return 'escalate';
    if (signals.problem) return 'create_ticket';
    return 'none';
  }
  let action = trusted.action;
  if (signals.urgent && (action !== 'none' || confidence < SOLVES_URGENT_CONFIDENCE || signals.widespread)) {
    return 'escalate';
  }
  if (signals.damage) action = mostSerious(action, 'create_ticket');
  if (signals.notResolved && previousArticle) action = mostSerious(action, 'create_ticket');
  return action;
}

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
  return place ? place[1]!.replace(/^./, (c) => c.toUpperCase()) : null;
}

const PRIORITY_RANK = (p: SuggestedPriority) => SUGGESTED_PRIORITIES.indexOf(p);
const atLeast = (p: SuggestedPriority, floor: SuggestedPriority) =>
  PRIORITY_RANK(p) >= PRIORITY_RANK(floor) ? p : floor;

function guessCategory(message: string): SuggestedCategory {
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
}): TicketDraft {
  const { message, article, action, signals } = input;
  const location = [message, ...(input.context ?? [])].map(extractLocation).find(Boolean) ?? null;
  let title = article ? article.ticketTitle : `Help needed: ${conversationTitle(message, 60)}`;
  if (signals.securityIncident && !article?.ticketTitle.startsWith('Security incident')) {
    title = `Security incident: ${conversationTitle(message, 60)}`;
  }
  if (location && !title.includes(location)) title = `${title} (${location})`;
  let priority: SuggestedPriority = article?.ticket.priority ?? 'medium';
  if (action === 'escalate') priority = atLeast(priority, 'high');
  if (signals.securityIncident || signals.outage) priority = 'critical';
  if (signals.urgent) priority = atLeast(priority, 'high');
  const category = article?.ticket.category ?? guessCategory(message);
  return { title, ticket: { priority, category } };
}
