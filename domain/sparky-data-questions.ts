import { codeKey, matchName, namesPerson, tokensOf, wordSimilarity } from './sparky-fuzzy.ts';

/**
 * Questions about a district's own records that name a thing: a license (its renewal, cost, seats),
 * an asset (by tag, serial, name or the person who has it), the visits of today or tomorrow, the
 * most urgent open ticket. Read from concepts (what is asked, about which kind of record) and from
 * the district's own records, matched fuzzily; never from a list of known sentences. What the
 * question names but the district does not have is "not found", never another record's answer.
 */

/** What the rules may match against: the asker's district only. */
export interface DistrictDirectory {
  licenses: readonly { id: string; name: string; vendor: string }[];
  assets: readonly {
    id: string;
    assetTag: string;
    name: string;
    serialNumber: string;
    assignedTo: string | null;
  }[];
  /** People the district knows: its users and whoever its assets are assigned to. */
  people: readonly string[];
  technicians: readonly string[];
  sites: readonly string[];
}

export const LICENSE_ASPECTS = ['renewal', 'cost', 'seats'] as const;
export type LicenseAspect = (typeof LICENSE_ASPECTS)[number];
export type VisitDay = 'today' | 'tomorrow';

export type DataQuestion =
  | { kind: 'license'; licenseIds: string[]; aspects: LicenseAspect[]; quality: number }
  | { kind: 'asset'; by: 'tag' | 'serial' | 'name'; assetIds: string[]; quality: number }
  | { kind: 'asset_of_person'; person: string; quality: number }
  | {
      kind: 'not_found';
      topic: 'license' | 'asset' | 'person';
      asked: string;
      closest: string | null;
      quality: number;
    }
  | { kind: 'visits'; day: VisitDay; technician: string | null; site: string | null; quality: number }
  | { kind: 'urgent_ticket'; quality: number };

type Lexicon = readonly string[];

/** Whether a word is one of the lexicon's, with a typo allowed in long words ("paying" is not "playing"). */
function inLexicon(word: string, lexicon: Lexicon): boolean {
  return lexicon.some((e) => e === word || (e.length >= 7 && wordSimilarity(word, e) >= 0.9));
}
const hasAny = (words: readonly string[], lexicon: Lexicon) => words.some((w) => inLexicon(w, lexicon));

/** Words that name nothing: function words, question words, fillers. */
const FILLER: Lexicon = [
  'a',
  'an',
  'the',
  'our',
  'ours',
  'we',
  'us',
  'my',
  'me',
  'i',
  'you',
  'your',
  'it',
  'its',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'do',
  'does',
  'did',
  'to',
  'of',
  'for',
  'on',
  'in',
  'at',
  'by',
  'with',
  'and',
  'or',
  'about',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'what',
  'whats',
  'when',
  'whens',
  'where',
  'wheres',
  'which',
  'who',
  'whos',
  'whose',
  'how',
  'much',
  'many',
  's',
  'please',
  'pls',
  'plz',
  'can',
  'could',
  'would',
  'will',
  'should',
  'tell',
  'show',
  'give',
  'know',
  'let',
  'any',
  'anything',
  'right',
  'now',
  'currently',
  'current',
  'still',
  'yet',
  'again',
  'hey',
  'hi',
  'sparky',
  'district',
  'have',
  'has',
  'had',
  'got',
  'get',
  'just',
  'so',
  'if',
  'then',
  'also',
  'too',
  'all',
  'some',
  'quick',
  'question',
  'date',
  'day',
  'time',
  'exactly',
  'info',
  'information',
  'details',
  'look',
  'lookup',
  'find',
  'check',
  'see',
  'it',
  'one',
  'thing',
  'like',
  'need',
  'want',
  'there',
  'soon',
  'next',
  'last',
  'currently',
];

/** Words that ask about a renewal, a cost or seats by themselves ("renew", "cost", "seats"). */
const RENEWAL: Lexicon = [
  'renew',
  'renews',
  'renewal',
  'renewals',
  'renewing',
  'renewed',
  'expire',
  'expires',
  'expired',
  'expiring',
  'expiration',
  'expiry',
  'lapse',
  'lapses',
  'autorenew',
];
const COST: Lexicon = [
  'cost',
  'costs',
  'costing',
  'pay',
  'paying',
  'paid',
  'price',
  'priced',
  'pricing',
  'spend',
  'spent',
  'spending',
  'charge',
  'charged',
  'expensive',
  'fee',
  'fees',
  'invoice',
];
const SEATS: Lexicon = ['seat', 'seats', 'utilization', 'usage'];
/**
 * Words that say the same only next to a license's name ("Zoom: when's it up?", "IXL seats used
 * per year"): they never make a question about a license the district lacks.
 */
const WEAK_ASPECT: Record<LicenseAspect, Lexicon> = {
  renewal: ['due', 'end', 'ends', 'ending', 'until', 'up', 'auto', 'term'],
  cost: ['annual', 'annually', 'year', 'yearly', 'per', 'budget', 'money', 'dollars', 'much'],
  seats: [
    'used',
    'use',
    'using',
    'left',
    'remaining',
    'available',
    'assigned',
    'taken',
    'capacity',
    'occupied',
    'free',
    'in',
  ],
};
/** Nouns that name no product: a question about them is no question about a license. */
const NOT_A_PRODUCT: Lexicon = [
  'deadline',
  'process',
  'way',
  'program',
  'programs',
  'app',
  'apps',
  'application',
  'tool',
  'tools',
  'system',
  'systems',
  'account',
  'accounts',
  'password',
  'passwords',
  'everything',
  'total',
  'count',
  'overall',
  'vacation',
  'lunch',
];
const LICENSE_WORD: Lexicon = [
  'license',
  'licenses',
  'licence',
  'licences',
  'licensing',
  'subscription',
  'subscriptions',
  'seat',
  'seats',
  'contract',
  'contracts',
  'software',
  'plan',
  'renewal',
];

/** Devices and equipment people name an asset by (also a sign that a thing is not a license). */
const DEVICE: Lexicon = [
  'asset',
  'assets',
  'device',
  'devices',
  'equipment',
  'laptop',
  'laptops',
  'chromebook',
  'chromebooks',
  'computer',
  'computers',
  'ipad',
  'ipads',
  'tablet',
  'tablets',
  'hotspot',
  'hotspots',
  'projector',
  'projectors',
  'printer',
  'printers',
  'desktop',
  'camera',
  'panel',
  'display',
  'server',
  'phone',
  'macbook',
  'gear',
  'stuff',
  'hardware',
  'machine',
  'item',
  'items',
];
/** Asking where a thing is, who has it, or what state it is in. */
const ASSET_ASK: Lexicon = [
  'where',
  'wheres',
  'location',
  'located',
  'status',
  'who',
  'whos',
  'assigned',
  'checked',
  'issued',
  'tag',
  'serial',
  'number',
];
/** Having or holding something: "what does Maria have", "checked out to Luis". */
const HOLDING: Lexicon = [
  'have',
  'has',
  'got',
  'assigned',
  'checked',
  'issued',
  'use',
  'uses',
  'using',
  'belongs',
  'belong',
  'holding',
  'carry',
  'equipment',
  'device',
  'devices',
];

const TODAY: Lexicon = ['today', 'todays', 'tonight', 'tonite'];
const TOMORROW: Lexicon = ['tomorrow', 'tomorrows', 'tmrw', 'tmr', 'tomoro'];
const VISIT: Lexicon = [
  'visit',
  'visits',
  'visiting',
  'visitor',
  'technician',
  'technicians',
  'tech',
  'techs',
  'coming',
  'come',
  'comes',
  'onsite',
  'scheduled',
  'schedule',
  'booked',
  'appointment',
  'appointments',
  'arriving',
  'arrive',
  'engineer',
];

const SUPERLATIVE: Lexicon = ['most', 'highest', 'top', 'biggest', 'first', 'worst', 'greatest', 'number'];
const URGENCY: Lexicon = [
  'urgent',
  'urgently',
  'urgency',
  'priority',
  'critical',
  'pressing',
  'important',
  'attention',
  'emergency',
  'severe',
  'serious',
];
const WORK_ON: Lexicon = ['work', 'tackle', 'handle', 'start', 'fix', 'do', 'address', 'prioritize', 'look'];

const HOW_TO =
  /\b(how (do|can|should|would) (i|we|you|they|teachers?|staff)|how to|steps? to|walk me through|instructions? (for|to)|where (do|can|should|would) (i|we|you))\b/;
/** A report of something broken, not a question about the record. */
const PROBLEM =
  /\b(won'?t|wont|can'?t|cant|cannot|doesn'?t|isn'?t|not (working|loading|syncing|showing|turning|charging|pushing)|broken|broke|cracked|stopped|error|fails?|failing|no (sound|signal|power|picture)|stuck|dead|keeps|expired and)\b/;
/** Asking for work: more seats, a visit, a fix. */
const REQUEST =
  /^(can|could|would|will|please|pls|i need|we need|need|send|book|schedule|reset|install)\b|\b(need|want|buy|purchase|add|order|get)\b.*\b(more|extra|additional)\b/;
const ASKS =
  /\?|^(what|whats|when|whens|where|wheres|which|who|whos|how|is|are|does|do|did|any|list|show|tell|find|look)\b/;

/** The words of the question in their original spelling, for "I couldn't find …". */
function originalWords(message: string): string[] {
  return message.match(/[A-Za-z0-9]+/g) ?? [];
}

/** The question's words that may name a record: not fillers, not the words of what is asked. */
function namingWords(words: readonly string[], ...lexicons: Lexicon[]): number[] {
  const out: number[] = [];
  words.forEach((w, i) => {
    if (!inLexicon(w, FILLER) && !lexicons.some((l) => inLexicon(w, l))) out.push(i);
  });
  return out;
}

function phrase(original: readonly string[], indexes: readonly number[]): string {
  return indexes.map((i) => original[i]).join(' ');
}

/** The record(s) best named by the asked words: the best score and every record tied with it. */
function bestMatches<T>(
  asked: readonly string[],
  records: readonly T[],
  wordsOf: (r: T) => string[],
): { best: T[]; explained: number; covered: number; runnerUp: number } {
  let best: T[] = [];
  let top = { explained: 0, covered: 0 };
  let runnerUp = 0;
  for (const record of records) {
    const m = matchName(asked, wordsOf(record));
    if (m.explained === 0) continue;
    const cmp = m.explained - top.explained || m.covered - top.covered;
    if (Math.abs(cmp) < 1e-9) best.push(record);
    else if (cmp > 0) {
      runnerUp = Math.max(runnerUp, top.explained);
      best = [record];
      top = m;
    } else runnerUp = Math.max(runnerUp, m.explained);
  }
  return { best, explained: top.explained, covered: top.covered, runnerUp };
}

/** How much a question must name a record, as the share of its naming words the record explains. */
const FOUND = 0.6;
/** Below this the closest record is not worth suggesting. */
const CLOSE = 0.3;

/** What a question asks of a license: strongly ("renew"), or weakly ("due") when `weak` is allowed. */
function licenseAspects(words: readonly string[], weak: boolean): LicenseAspect[] {
  const strong: Record<LicenseAspect, Lexicon> = { renewal: RENEWAL, cost: COST, seats: SEATS };
  return LICENSE_ASPECTS.filter((a) => hasAny(words, strong[a]) || (weak && hasAny(words, WEAK_ASPECT[a])));
}
const ALL_WEAK = Object.values(WEAK_ASPECT).flat();

/** Words of a period ("this month", "the next 60 days"): they name no license. */
const PERIOD: Lexicon = [
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'quarter',
  'semester',
  'term',
  'years',
  'summer',
  'fall',
  'spring',
  'winter',
  'coming',
  'upcoming',
  'within',
  'following',
];

/** The naming words without a period's number ("60" of "next 60 days"). */
function withoutPeriods(words: readonly string[], naming: readonly number[]): number[] {
  return naming.filter((i) => !(/^\d+$/.test(words[i]!) && inLexicon(words[i + 1] ?? '', PERIOD)));
}

function licenseQuestion(
  words: readonly string[],
  original: readonly string[],
  lower: string,
  directory: DistrictDirectory,
): DataQuestion | null {
  const strong = licenseAspects(words, false);
  const licenseWord = hasAny(words, LICENSE_WORD);
  // A question, or a short query such as "renewal date for Canvas".
  const asks = ASKS.test(lower) || /\bhow much\b/.test(lower) || (words.length <= 6 && strong.length > 0);
  const weak = asks ? licenseAspects(words, true) : strong;
  if (weak.length === 0 && !licenseWord) return null;
  if (PROBLEM.test(lower) || REQUEST.test(lower)) return null;
  const naming = withoutPeriods(
    words,
    namingWords(words, RENEWAL, COST, SEATS, ALL_WEAK, LICENSE_WORD, PERIOD),
  );
  if (naming.length === 0) return null; // "which licenses renew this month": the renewals list.
  const asked = naming.map((i) => words[i]!);
  const m = bestMatches(asked, directory.licenses, (l) => tokensOf(`${l.name} ${l.vendor}`));
  if (m.explained >= FOUND) {
    const ambiguity = m.best.length > 1 ? 0.9 : 1;
    return {
      kind: 'license',
      licenseIds: m.best.map((l) => l.id),
      aspects: weak.length ? weak : [...LICENSE_ASPECTS],
      quality: m.explained * ambiguity,
    };
  }
  // A question naming a license the district does not have: asked as a question, about a renewal
  // or a cost (or a license's seats), in a few words that may be a product's name.
  const aboutLicense =
    strong.includes('renewal') || strong.includes('cost') || (licenseWord && weak.length > 0);
  const nameLike = asked.length <= 3 && !hasAny(asked, DEVICE) && !hasAny(asked, NOT_A_PRODUCT);
  if (!asks || !aboutLicense || !nameLike) return null;
  return {
    kind: 'not_found',
    topic: 'license',
    asked: phrase(original, naming),
    closest: m.explained >= CLOSE ? (m.best[0]?.name ?? null) : null,
    quality: 1 - m.explained,
  };
}

/** A known asset's tag or serial number, written with or without dashes, spaces or leading zeros. */
function assetByCode(words: readonly string[], directory: DistrictDirectory): DataQuestion | null {
  const tags = new Map<string, string>();
  const serials = new Map<string, string>();
  for (const a of directory.assets) {
    tags.set(codeKey(a.assetTag), a.id);
    const serial = codeKey(a.serialNumber);
    if (serial.length >= 5) serials.set(serial, a.id);
  }
  for (let len = 5; len >= 1; len--) {
    for (let i = 0; i + len <= words.length; i++) {
      const key = codeKey(words.slice(i, i + len).join(''));
      if (key.length < 3 || !/\d/.test(key)) continue;
      const tag = tags.get(key);
      if (tag) return { kind: 'asset', by: 'tag', assetIds: [tag], quality: 1 };
      const serial = serials.get(key);
      if (serial) return { kind: 'asset', by: 'serial', assetIds: [serial], quality: 1 };
    }
  }
  return null;
}

/** A tag-like code the district does not have ("LIN-CB-0091"), or a serial asked for by name. */
function unknownCode(message: string, words: readonly string[]): string | null {
  const tagLike = /\b[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+){2,}\b/.exec(message);
  if (tagLike && /\d/.test(tagLike[0])) return tagLike[0];
  const named =
    /\b(?:serial(?: number| no\.?| #)?|asset(?: tag)?|tag)\s*#?\s*([A-Za-z0-9][A-Za-z0-9-]{3,})\b/i.exec(
      message,
    );
  if (named && /\d/.test(named[1]!) && words.length <= 12) return named[1]!;
  return null;
}

function personQuestion(
  words: readonly string[],
  message: string,
  lower: string,
  directory: DistrictDirectory,
): DataQuestion | null {
  if (!hasAny(words, HOLDING) && !hasAny(words, DEVICE) && !/'s\b/.test(lower)) return null;
  if (PROBLEM.test(lower) || (!ASKS.test(lower) && !/'s\b/.test(lower))) return null;
  let best: { person: string; score: number } | null = null;
  for (const person of directory.people) {
    const score = namesPerson(words, tokensOf(person));
    if (score > (best?.score ?? 0)) best = { person, score };
  }
  if (best) return { kind: 'asset_of_person', person: best.person, quality: best.score };
  // A person's name the district does not know, as the one who has something: "does Jordan Blake
  // have", "checked out to Jordan Blake", "Jordan Blake's laptop". Not a product's name ("Google Meet").
  const name =
    /\b(?:does|did|do)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\s+(?:have|has|got|use)\b/.exec(message) ??
    /\b(?:to|by)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\b/.exec(
      /\b(checked out|assigned|issued)\b/.test(lower) ? message : '',
    ) ??
    /\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)'s\s+(?:\w+\s+)?(?:device|devices|laptop|chromebook|computer|ipad|equipment|stuff|gear)\b/.exec(
      message,
    );
  if (!name) return null;
  const parts = tokensOf(name[1]!);
  const known = [
    ...directory.licenses.flatMap((l) => tokensOf(`${l.name} ${l.vendor}`)),
    ...directory.sites.flatMap(tokensOf),
  ];
  if (parts.some((p) => known.includes(p))) return null;
  return { kind: 'not_found', topic: 'person', asked: name[1]!, closest: null, quality: 1 };
}

function assetByName(
  words: readonly string[],
  original: readonly string[],
  directory: DistrictDirectory,
): DataQuestion | null {
  if (!hasAny(words, ASSET_ASK)) return null;
  const naming = namingWords(words, ASSET_ASK, ['asset', 'assets', 'now', 'to', 'out']);
  if (naming.length === 0) return null;
  const asked = naming.map((i) => words[i]!);
  const names = [...new Set(directory.assets.map((a) => a.name))];
  const m = bestMatches(asked, names, tokensOf);
  if (m.explained < 0.75) return null;
  const ids = directory.assets.filter((a) => m.best.includes(a.name)).map((a) => a.id);
  void original;
  return { kind: 'asset', by: 'name', assetIds: ids, quality: m.explained * (ids.length > 1 ? 0.8 : 1) };
}

function visitsQuestion(
  words: readonly string[],
  lower: string,
  directory: DistrictDirectory,
): DataQuestion | null {
  const day: VisitDay | null = hasAny(words, TOMORROW) ? 'tomorrow' : hasAny(words, TODAY) ? 'today' : null;
  const visitWords = hasAny(words, VISIT) || /\b(on site|five star|coming out)\b/.test(lower);
  if (!day || !visitWords) return null;
  // "Can a tech come tomorrow to fix…" asks for work.
  if (REQUEST.test(lower) || /\b(to|and) (fix|install|repair|replace|look at|set up|mount)\b/.test(lower))
    return null;
  if (!ASKS.test(lower) && !/\b(visits?|schedule)\b/.test(lower)) return null;
  const technician = directory.technicians.find((t) => namesPerson(words, tokensOf(t)) > 0) ?? null;
  const naming = namingWords(words, VISIT, TODAY, TOMORROW, [
    'site',
    'sites',
    'out',
    'anyone',
    'from',
    'five',
    'star',
  ]);
  const asked = naming.map((i) => words[i]!);
  const site = asked.length ? bestMatches(asked, directory.sites, tokensOf) : null;
  return {
    kind: 'visits',
    day,
    technician,
    site: site && site.explained >= 0.5 && site.best.length === 1 ? site.best[0]! : null,
    quality: 1,
  };
}

function urgentQuestion(words: readonly string[], lower: string): DataQuestion | null {
  if (PROBLEM.test(lower)) return null;
  const superlative = hasAny(words, SUPERLATIVE) || /\bnumber one\b/.test(lower);
  const urgency = hasAny(words, URGENCY);
  const first = words.includes('first') && hasAny(words, WORK_ON);
  if (!((superlative && urgency) || first)) return null;
  if (!ASKS.test(lower)) return null;
  return { kind: 'urgent_ticket', quality: urgency && superlative ? 1 : 0.9 };
}

/** An empty directory, for a message that cannot name a record. */
export const NO_RECORDS: DistrictDirectory = {
  licenses: [],
  assets: [],
  people: [],
  technicians: [],
  sites: [],
};

/**
 * Whether `message` may ask about a named record at all, so the district's directory is read only
 * then: a number or code, or a word of what such questions ask.
 */
export function mayNameRecords(message: string): boolean {
  const words = tokensOf(message);
  if (words.some((w) => /\d/.test(w))) return true;
  const lexicons = [
    RENEWAL,
    COST,
    SEATS,
    ALL_WEAK,
    LICENSE_WORD,
    DEVICE,
    ASSET_ASK,
    HOLDING,
    VISIT,
    TODAY,
    TOMORROW,
    URGENCY,
    SUPERLATIVE,
  ];
  return lexicons.some((l) => hasAny(words, l)) || /\S\s+[A-Z][a-z]+/.test(message);
}

/**
 * The question about a named record that `message` asks, matched against the asker's district's
 * `directory`; null when it asks none (a support question, or a question the general data rules
 * answer: a ticket number, my tickets, renewals this month, asset counts).
 */
export function readDataQuestion(message: string, directory: DistrictDirectory): DataQuestion | null {
  const text = message.replace(/[’‘]/g, "'");
  const lower = text.toLowerCase().trim();
  const words = tokensOf(text);
  const original = originalWords(text);
  if (words.length === 0 || words.length > 40 || HOW_TO.test(lower)) return null;
  return (
    assetByCode(words, directory) ??
    urgentQuestion(words, lower) ??
    visitsQuestion(words, lower, directory) ??
    licenseQuestion(words, original, lower, directory) ??
    personQuestion(words, text, lower, directory) ??
    unknownAsset(text, words, lower) ??
    assetByName(words, original, directory)
  );
}

function unknownAsset(message: string, words: readonly string[], lower: string): DataQuestion | null {
  if (PROBLEM.test(lower)) return null;
  const code = unknownCode(message, words);
  if (!code) return null;
  return { kind: 'not_found', topic: 'asset', asked: code, closest: null, quality: 1 };
}

/**
 * The confidence shown with a data answer: the match quality (0..1) mapped by a logistic curve
 * fitted on the tuning set of scripts/sparky-data-eval (`npm run eval:sparky -- --fit-data`), so that
 * answers shown at a confidence are right about that often.
 */
export const DATA_CONFIDENCE_CURVE = { slope: 1.6, intercept: 2.63 } as const;

export function dataConfidence(quality: number): number {
  const { slope, intercept } = DATA_CONFIDENCE_CURVE;
  const p = 1 / (1 + Math.exp(-(slope * quality + intercept)));
  return Math.round(p * 100) / 100;
}
