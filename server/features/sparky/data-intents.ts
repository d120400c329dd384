import type { AssetStatus } from '../../../domain/asset-vocabulary.ts';
import {
  type DataQuestion,
  type DistrictDirectory,
  dataConfidence,
  readDataQuestion,
} from '../../../domain/sparky-data-questions.ts';
import { detectSignals } from './message-signals.ts';

/**
 * Questions Sparky answers from the district's own data rather than from an article: the status of
 * a ticket by number, the asker's open tickets, the licenses that renew soon, how many assets are
 * in a status, and when the technician is coming. Recognised from concepts (a topic, what is asked
 * about it, a period), each word matched leniently (plurals, endings, one typo), never from a list
 * of known sentences. How-to questions and requests for work are left to the knowledge base.
 */
export type DataIntent =
  | { kind: 'ticket_status'; code: string | null; number: number }
  | { kind: 'my_tickets' }
  | { kind: 'license_renewals'; period: RenewalPeriod }
  | { kind: 'asset_count'; status: AssetStatus | null }
  | { kind: 'technician_visit' };

/** `month`: until the end of the month; `next_month`: until the end of next month; else a number of days. */
export type RenewalPeriod = { unit: 'month' } | { unit: 'next_month' } | { unit: 'days'; days: number };

type Lexicon = readonly string[];

/** Ticket nouns; "requesting" is asking for work, not about a request. */
const TICKET_NOUN =
  /\b(tickets?|tix|tkts?|requests?|cases?|work ?orders?|help ?desk|incidents?|(my|our|the support) queue)\b/;
const MINE: Lexicon = ['my', 'mine', 'i', 'me', 'we', 'our', 'us'];
const OPEN_STATE: Lexicon = [
  'open',
  'opened',
  'pending',
  'active',
  'outstanding',
  'unresolved',
  'waiting',
  'progress',
  'still',
  'current',
  'unfinished',
  'queue',
  'backlog',
];
const PAST_FILING: Lexicon = [
  'submitted',
  'filed',
  'opened',
  'created',
  'logged',
  'raised',
  'reported',
  'sent',
  'made',
  'entered',
  'put',
];
const STATUS_ASK: Lexicon = [
  'status',
  'where',
  'update',
  'updates',
  'progress',
  'happening',
  'eta',
  'check',
  'state',
  'resolved',
  'fixed',
  'closed',
  'done',
  'anyone',
  'look',
  'list',
  'show',
  'which',
  'what',
  'any',
  'how',
  'see',
];
const LICENSE: Lexicon = ['license', 'licence', 'subscription', 'software', 'contract', 'seat', 'renewal'];
const RENEW: Lexicon = [
  'renew',
  'renewal',
  'renewing',
  'renews',
  'expire',
  'expiring',
  'expiration',
  'expiry',
  'lapse',
  'due',
];
const ASSET: Lexicon = [
  'asset',
  'device',
  'equipment',
  'laptop',
  'chromebook',
  'computer',
  'ipad',
  'tablet',
  'inventory',
  'item',
  'machine',
  'hardware',
  'projector',
  'printer',
  'desktop',
  'hotspot',
];
const COUNT = /\b(how many|number of|count (of|the)|total|tally|headcount)\b/;
const TECHNICIAN: Lexicon = ['technician', 'tech', 'engineer', 'visit', 'appointment', 'onsite'];
const VISIT_WHEN: Lexicon = [
  'when',
  'coming',
  'come',
  'arrive',
  'arriving',
  'scheduled',
  'schedule',
  'visit',
  'next',
  'expect',
  'expected',
  'here',
  'time',
  'day',
  'booked',
];
const ASKING_FOR_WORK: Lexicon = ['can', 'could', 'would', 'please', 'need', 'send', 'want', 'pls', 'plz'];

const ASSET_STATUS_WORDS: Record<AssetStatus, Lexicon> = {
  maintenance: [
    'repair',
    'repairs',
    'repairing',
    'maintenance',
    'fixed',
    'fixing',
    'serviced',
    'service',
    'shop',
    'broken',
    'rma',
    'depot',
  ],
  lost: ['lost', 'missing', 'stolen', 'unaccounted'],
  retired: ['retired', 'decommissioned', 'disposed', 'surplus', 'recycled', 'eol'],
  active: ['active', 'deployed', 'use', 'service'],
};

/** Letters before a number that are not a ticket code ("room 204", "Windows 11", "COVID-19"). */
const NOT_A_CODE = new Set([
  'room',
  'rm',
  'grade',
  'gr',
  'building',
  'bldg',
  'windows',
  'win',
  'office',
  'ios',
  'ipados',
  'macos',
  'ipad',
  'iphone',
  'covid',
  'usb',
  'hdmi',
  'cat',
  'ext',
  'x',
  'model',
  'version',
  'v',
  'k',
  'pre',
  'chromebook',
  'lab',
  'period',
  'unit',
  'page',
  'step',
  'error',
  'code',
  'port',
  'suite',
  'wing',
  'hall',
  'bus',
  'day',
  'week',
  'days',
  'weeks',
  'year',
  'years',
  'month',
  'months',
  'class',
  'level',
  'floor',
  'the',
  'a',
  'in',
  'on',
  'at',
  'by',
  'for',
  'to',
  'of',
  'and',
  'or',
  'is',
  'are',
  'was',
  'with',
  'about',
  'me',
  'my',
  'we',
  'our',
  'it',
  'its',
  'about',
  'number',
  'no',
  'n',
  'p',
  'e',
  'am',
  'pm',
  'at',
  'test',
  'lenovo',
  'dell',
  'hp',
  'epson',
  'ticket',
]);

/** Words of the message, lower-case ("what's" gives "what" and "s"). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Trims the endings a plural or verb form adds, so "renewals" and "renewal" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** At most one edit apart (a typo): insert, delete or substitute one letter, or swap two. */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function matchesWord(word: string, entry: string): boolean {
  if (word === entry) return true;
  const w = stem(word);
  const e = stem(entry);
  if (w === e) return true;
  // One typo is tolerated in longer words only: short ones are too easily another word.
  return e.length >= 6 && nearlyEqual(w, e);
}

function has(words: readonly string[], lexicon: Lexicon): boolean {
  return words.some((w) => lexicon.some((e) => matchesWord(w, e)));
}

const HOW_TO =
  /\b(how (do|can|should|would) (i|we|you|they|teachers?|staff)|how to|steps? to|walk me through|instructions? (for|to)|where do i (go|click) to)\b/;
/** "open a ticket", "submit a new request": asking to create one, not about existing ones. */
const CREATE_TICKET =
  /\b(create|open|submit|file|make|log|raise|start|enter|write|put in|send in)\s+(me\s+)?(a|an|new|another|one)\s+(new\s+)?(support\s+|help\s*desk\s+)?(ticket|request|case|work ?order)\b/;

/** A ticket number: "BENSON-0042", "benson 42", "benson #42", "ticket 42", "#42". */
function ticketReference(
  text: string,
  districtCode: string | null,
): { code: string | null; number: number } | null {
  const lower = text.toLowerCase();
  const own = districtCode?.toLowerCase() ?? null;
  const coded = /\b([a-z][a-z0-9]{1,15})\s*(?:[-–—#]\s*|\s+(?:no\.?|number|#)\s*)?#?(\d{1,7})\b/g;
  for (const m of lower.matchAll(coded)) {
    const code = m[1]!;
    const number = Number(m[2]);
    const joined = m[0].slice(code.length);
    if (code === 'ticket' || code === 'tkt' || code === 'case' || code === 'request') {
      return { code: null, number };
    }
    if (own && code === own) return { code: code.toUpperCase(), number };
    // Another code counts only when it is joined like a ticket number ("LINCOLN-0003").
    if (NOT_A_CODE.has(code) || !/[-–—#]/.test(joined)) continue;
    return { code: code.toUpperCase(), number };
  }
  const bare = /(?:^|\s)#\s?(\d{1,7})\b/.exec(lower);
  if (bare && /\bticket|status|where|update/.test(lower)) return { code: null, number: Number(bare[1]) };
  return null;
}

/** How far ahead a renewals question looks. */
function renewalPeriod(text: string): RenewalPeriod {
  const lower = text.toLowerCase();
  const numbers: Record<string, number> = {
    a: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    six: 6,
    thirty: 30,
    sixty: 60,
    ninety: 90,
  };
  const span =
    /\b(?:next|within|in|coming|upcoming|following)\s+(?:the\s+)?(?:next\s+)?(\d{1,3}|a|one|two|three|four|six|thirty|sixty|ninety)\s+(day|week|month)s?\b/.exec(
      lower,
    ) ?? /\b(\d{1,3})\s+(day|week|month)s?\b/.exec(lower);
  if (span) {
    const n = numbers[span[1]!] ?? Number(span[1]);
    const per = span[2] === 'week' ? 7 : span[2] === 'month' ? 30 : 1;
    return { unit: 'days', days: Math.min(366, Math.max(1, n * per)) };
  }
  if (/\bnext month\b/.test(lower)) return { unit: 'next_month' };
  if (/\b(this|next) week\b/.test(lower)) return { unit: 'days', days: lower.includes('next week') ? 14 : 7 };
  if (/\b(this|the) (quarter|term|semester)\b/.test(lower)) return { unit: 'days', days: 90 };
  if (/\b(this|the) (school )?year\b/.test(lower)) return { unit: 'days', days: 365 };
  return { unit: 'month' };
}

function assetStatusOf(words: readonly string[]): AssetStatus | null {
  for (const status of ['maintenance', 'lost', 'retired'] as const) {
    if (has(words, ASSET_STATUS_WORDS[status])) return status;
  }
  if (words.includes('active') || words.includes('deployed') || /\bin use\b/.test(words.join(' ')))
    return 'active';
  return null;
}

/** A question answered from the district's data: about a named record, or a general one. */
export type DataAsk = { kind: 'record'; question: DataQuestion } | { kind: 'general'; intent: DataIntent };

/**
 * What `message` asks of the district's data, or null when it is a support question for the
 * engines. Questions naming a record (a license, an asset, a person, today's visits, the most
 * urgent ticket) are matched against the district's own `directory` first; then the general ones.
 */
export function recognizeDataAsk(
  message: string,
  districtCode: string | null,
  directory: DistrictDirectory,
): DataAsk | null {
  // A security incident or a danger is escalated, whatever else the message asks. "Outage" words
  // also come with questions about a shared system's records ("how many Google Workspace seats
  // are we using?"): those still get their record, never a general list.
  const serious = detectSignals(message).serious;
  if (serious && serious !== 'outage') return null;
  const question = readDataQuestion(message, directory);
  if (question) return { kind: 'record', question };
  if (serious) return null;
  const intent = recognize(message, districtCode);
  return intent ? { kind: 'general', intent } : null;
}

/** The confidence a data answer is shown with: from the match quality, calibrated (domain). */
export function dataAskConfidence(ask: DataAsk): number {
  return dataConfidence(ask.kind === 'record' ? ask.question.quality : 1);
}

/**
 * The data question `message` asks, or null when it is a support question for the knowledge base.
 * `districtCode` is the asker's district code: its ticket numbers are recognised however written.
 */
export function recognizeDataIntent(message: string, districtCode: string | null = null): DataIntent | null {
  // A security incident, an outage or a danger is escalated, whatever else the message asks.
  if (detectSignals(message).serious) return null;
  return recognize(message, districtCode);
}

function recognize(message: string, districtCode: string | null): DataIntent | null {
  const text = message.replace(/[’‘]/g, "'");
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  if (words.length === 0 || words.length > 60) return null;
  const howTo = HOW_TO.test(lower);

  const reference = ticketReference(text, districtCode);
  if (reference && !CREATE_TICKET.test(lower)) return { kind: 'ticket_status', ...reference };

  if (howTo) return null;

  const ticketWords = TICKET_NOUN.test(lower) || has(words, ['ticket']);
  if (ticketWords && !CREATE_TICKET.test(lower)) {
    const mine = has(words, MINE);
    const filedByMe = mine && has(words, PAST_FILING);
    const openOnes = has(words, OPEN_STATE);
    const asking = has(words, STATUS_ASK) || lower.includes('?');
    if ((mine || openOnes) && asking && (filedByMe || openOnes || mine)) return { kind: 'my_tickets' };
  }

  const count = COUNT.test(lower);
  if (has(words, ASSET) && count && !ticketWords) {
    const status = assetStatusOf(words);
    // "How many Chromebooks do we have?" counts them all; a status narrows it.
    if (status || /\b(do|have|own|are there)\b/.test(lower)) return { kind: 'asset_count', status };
  }
  if (
    count &&
    /\b(in|for|out for|being|at|sent (out )?for)\s+(the\s+)?(repair|maintenance|service|shop|fixing)\b/.test(
      lower,
    )
  ) {
    return { kind: 'asset_count', status: 'maintenance' };
  }

  const renewWords =
    words.some((w) => /^renew/.test(w)) ||
    (has(words, RENEW) && (has(words, LICENSE) || /^(what|which|anything|any)\b/.test(lower)));
  if (renewWords) {
    // A question about renewals: not a report ("our subscription expired and..."), not a request
    // for more seats, not about a password.
    const question =
      lower.includes('?') ||
      /^(which|what|when|list|show|any|are|is|do|does|how many|tell)\b/.test(lower) ||
      /\b(which|what|list|show|coming up|upcoming|due)\b/.test(lower);
    const report = /\b(expired|lapsed|can'?t|cannot|won'?t|not working|stopped|broke)\b/.test(lower);
    const request = /\b(need|want|buy|purchase|add|get)\b.*\b(more|extra|additional)\b/.test(lower);
    const password = /\b(password|passcode|certificate|badge|account)\b/.test(lower);
    if (question && !report && !request && !password)
      return { kind: 'license_renewals', period: renewalPeriod(text) };
  }

  const techWords =
    has(words, TECHNICIAN) || /\b(five star|it (person|guy|team|staff)|someone from it)\b/.test(lower);
  if (techWords && has(words, VISIT_WHEN)) {
    const when =
      /\b(when|what (time|day|date)|which day|is .* coming|are .* coming|next visit|scheduled|eta|still coming|on (the )?(way|schedule))\b/.test(
        lower,
      );
    const requesting = has(words.slice(0, 3), ASKING_FOR_WORK) && !/\bwhen\b/.test(lower);
    if (when && !requesting) return { kind: 'technician_visit' };
  }
  return null;
}
