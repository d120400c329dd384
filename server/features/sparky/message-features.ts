import { normalizeText, STOP_WORDS, stem } from './text-terms.ts';

/**
 * What Sparky's action model sees of a message: hashed word unigrams and bigrams, hashed character
 * 3- to 5-grams, and a few dense features saying how urgent, how wide, how negative and in which
 * form the message is. Pure: the same text always gives the same vector.
 */

/** Hashed features live in [0, HASHED_DIM); dense features follow at HASHED_DIM + i. */
export const HASH_BITS = 20;
export const HASHED_DIM = 2 ** HASH_BITS;
/** Bumped whenever the extraction changes, so a model trained on other features is refused. */
export const FEATURE_VERSION = 'sparky-features-5';

export interface SparseVector {
  indices: number[];
  values: number[];
}

/** FNV-1a, 32 bits, over UTF-16 code units. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(stem));

/** Words whose presence says something about the message, compared by stem. */
const LEXICON = {
  interrogative: words(
    'how where what whats which when who why is are can could do does should would will am may',
  ),
  negation: words(
    'not no never none nobody nothing cant wont doesnt didnt isnt arent wasnt cannot without dont couldnt neither nor',
  ),
  problem:
    words(`broken broke busted dead died wont cant cannot doesnt didnt isnt stopped stop fail failed failing
    error errors crash crashed crashing freeze freezes frozen froze stuck jam jammed jamming flicker flickering blank
    black missing lost slow offline disconnect disconnecting drop dropping drops keeps noise buzzing crackle grinding
    weird wrong bad garbage streaks dim loose fried busted glitch glitching reboot rebooting restarting down outage
    unresponsive`),
  damage: words(
    'crack cracked shattered snapped snap smashed dent dented bent spill spilled spilt wet juice coffee dropped pieces',
  ),
  wide: words(`whole entire everyone everybody all nobody every building campus district districtwide schoolwide
    wing floor hallway hall multiple several many across region everywhere`),
  one: words('my mine me one single this only just his her mr mrs ms'),
  room: words('room classroom class cart lab office portable library gym cafeteria auditorium'),
  critical:
    words(`internet network wifi wireless sis powerschool infinite campus skyward aeries synergy gradebook
    attendance phones phone email gmail outlook filter firewall server servers dns dhcp switch domain google canvas
    schoology clever door doors badge cameras camera pa intercom bells bell website portal drive drives print`),
  security:
    words(`phish phishing phished hacked hack hacker compromised breach ransomware ransom malware virus
    trojan infected encrypted bitcoin suspicious scam scammed fake spoofed impersonating unauthorized gift cards
    credentials spam antivirus quarantine exe attachment remote`),
  securityAct: words(
    'clicked click opened entered typed gave approved downloaded ran scanned plugged replied put',
  ),
  data: words(`ferpa cipa records record iep ieps ssn ssns social security confidential exposed leak leaked public
    publicly medical psych health private data addresses birthdays grades`),
  safety: words(`harm suicide suicidal hurt threat threatening threatened weapon bomb shoot gun bully bullied
    cyberbullied explicit porn pornography inappropriate obscene predator adult violent proxy bypass stranger`),
  threat:
    words(`water leak leaking leaks flood flooding flooded dripping drip pipe sprinkler sprinklers rain roof
    ceiling puddle soaked heat hot overheating overheat temperature degrees ac smoke smoking fire burning burnt burn
    melt melted melting sparks sparked spark hissing swollen puffed power outage ups generator surge stolen stole
    steal theft thief thieves broke break tamper tampering forced`),
  urgency: words(
    'urgent urgently asap emergency immediately now hurry quickly critical panicking panic help',
  ),
  emergency: words('emergency 911 lockdown injured fire'),
  workVerb:
    words(`install installed reinstall set setup hook mount mounted move moving relocate repair replace
    replacement fix order buy purchase add grant give create remove disable unblock whitelist allow reimage
    re-image wipe restore transfer run recycle collect enroll update approve change reset`),
  request: words('please need needs can could would someone somebody request like want get'),
  howto: words('how instructions steps tutorial guide explain walk learn teach show tips process policy'),
  followUp: words('still again tried followed third same'),
  hypothetical: words('if ever case future curious wondering'),
  /** Things IT supports: devices, systems, accounts, networks, software. */
  itObject:
    words(`computer computers laptop laptops desktop pc mac macbook chromebook chromebooks ipad ipads tablet
    printer printers copier copiers scanner fax projector projectors panel panels smartboard smartboards promethean
    display displays monitor monitors screen screens tv keyboard keyboards key keys mouse trackpad touchpad touchscreen
    charger chargers charging battery cable cables hdmi adapter dock docking headphones headphone headset mic
    microphone speaker speakers audio sound camera webcam doccam elmo phone phones voicemail intercom bell bells pa
    wifi internet network ethernet port jack vpn router switch server servers firewall dns dhcp access point ap email
    emails gmail outlook mailbox inbox password passwords signin login logins account accounts username mfa 2fa
    authenticator google drive docs sheets slides forms classroom canvas schoology seesaw clever classlink powerschool
    campus skyward aeries synergy sis gradebook grades attendance app apps software program programs install
    license licenses seat seats website websites site sites url link browser chrome extension filter goguardian
    securly lightspeed gaggle blocked unblock youtube zoom meet teams file files folder folders usb virus malware
    phishing hacked data records test testing kiosk badge cart carts device devices wireless bluetooth update
    updates windows apple it tech technician ticket portal code codes dialtone nosignal nosound toner ink jam
    paper loaner loaners classcode ferpa cipa ransomware spam scam phish proxy online offline signal mdm admin console
    bitlocker certificate ssid access point ups rack closet mdf idf smartphone hotspot kiosk zoom powerwash`),
} as const;

/** Phrases that carry meaning beyond their words. */
const PHRASES = {
  howto:
    /\b(how (do|can|to|should|would|does)|where (do|can|is|are|does)|what (is|are|does|do)|whats the|is there (a|any)|is it (ok|okay|possible|safe|normal|allowed)|can i|am i allowed|do i need|walk me through)\b/,
  request:
    /\b((can|could|would|will) (you|someone|somebody|it|we|i get)|please|we need|i need|id like|i would like|need (a|an|to get|more|new|the|access)|requesting)\b/,
  othersFine:
    /\b((everyone|everybody|others?|other (rooms?|classes|people|devices|kids|teachers)|(the )?rest of (the )?(school|building|class|room|office|wing|kids))( else)?( in [a-z ]+)? (is|are|seems?|works?|seem)( to be)? ?(fine|ok|okay|working|normal)?|only (me|mine|my|this|one))\b/,
  notWorking:
    /\b(not working|stopped working|(wont|will not|doesnt|does not|dont|do not|isnt|is not|cant|cannot|can not) (work|turn|start|boot|print|connect|load|charge|open|respond|power|come on|sign ?in|signin)|no (signal|sound|picture|power|dialtone|internet|wifi|network)|nosignal|nosound)\b/,
  nobodyCan:
    /\b(no ?one|nobody|none of (the|our|us|them)|every(one|body)|all (the|our|of)|no (student|teacher|staff|device|computer|chromebook|phone)s?) [a-z ]{0,30}\b(can|cant|is|are|have|has|lost|got|were)\b/,
  clickedBad:
    /\b(clicked|opened|entered|typed|gave|put in|approved|downloaded|ran|scanned)\b[^.!?]{0,50}\b(link|attachment|password|credentials|login|file|code|qr|request|program|exe)\b/,
  stillBroken:
    /\b(still (not|doesnt|wont|isnt|broken|nothing|the same|no|cant|locked|says)|didnt (help|work|fix)|no luck|same (problem|issue|thing)|tried (that|this|everything|all)|did all)\b/,
  emergency: /\b(emergency|911|right now|asap|immediately)\b/,
  unauthorized:
    /\b((didnt|did not|never|not) (write|send|sent|request|requested|install|installed|make|made|do|create|created|authorize|start|started|recognize)|(someone|somebody|a student|students|a hacker|they|hacker) (else |is |has |had |just )?(logged|logging|changed|got into|get into|broke|used|using|sending|took|stole|is in|remote|accessed|knows)|from (another|a different|a foreign) country|accessed from|logged in as|(log ?in|signin|sign in|login) (from|at) )/,
  anyRoom:
    /\b((in|from|at) (any|every|all) (room|rooms|classroom|classrooms|lab|labs|school|schools|building|phone|wing)|both (computer )?labs|(all|every) (the )?(schools|classrooms|rooms|labs|teachers|students|staff|phones|computers|chromebooks|devices|printers|copiers|panels|smartboards|projectors))\b/,
} as const;

/** Names of the dense features, in order (the model file records them). */
export const DENSE_FEATURES = [
  'question_mark',
  'question_start',
  'how_to',
  'hypothetical',
  'request',
  'work_verb',
  'problem',
  'not_working',
  'negation',
  'damage',
  'scope_wide',
  'scope_nobody_can',
  'scope_one',
  'scope_room',
  'others_fine',
  'critical_system',
  'security',
  'security_act',
  'data_exposure',
  'safety',
  'equipment_threat',
  'urgency',
  'emergency',
  'follow_up',
  'still_broken',
  'exclamations',
  'capitals',
  'length',
  'short',
  'lexicon_share',
  'wordlike_share',
  'it_terms',
  'no_it_terms',
  'short_no_it',
  'question_x_no_it',
  'unauthorized',
  'scope_many_rooms',
  'wide_x_problem',
  'wide_x_critical',
  'critical_x_problem',
  'security_x_act',
  'question_x_no_problem',
  'request_x_statement',
  'one_x_problem',
  'threat_x_statement',
  'others_fine_x_problem',
  'howto_x_problem',
  'work_x_request',
  'bias_dense',
] as const;
export type DenseFeature = (typeof DENSE_FEATURES)[number];

/** The message as the features see it: lower case, no apostrophes, K-12 phrases as one word. */
export function featureText(text: string): string {
  return normalizeText(text.replace(/[‘’`]/g, "'"))
    .replace(/[^a-z0-9?!]+/g, ' ')
    .trim();
}

const VOWELS = /[aeiouy]/;
/** A token that looks like a word: letters with a vowel, no long runs of one letter or of consonants. */
function wordlike(token: string): boolean {
  if (/^\d+$/.test(token)) return true;
  if (!/^[a-z]+$/.test(token)) return false;
  if (token.length === 1) return token === 'a' || token === 'i';
  return VOWELS.test(token) && !/(.)\1\1/.test(token) && !/[^aeiouy]{5}/.test(token);
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const capped = (n: number, cap: number) => Math.min(n, cap) / cap;

/** The dense features of a message, each in 0..1. */
export function denseFeatures(raw: string, lexicon: ReadonlySet<string>): Record<DenseFeature, number> {
  const text = featureText(raw);
  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const stems = tokens.map(stem);
  const count = (set: ReadonlySet<string>) => stems.filter((s) => set.has(s)).length;
  const any = (set: ReadonlySet<string>) => (count(set) > 0 ? 1 : 0);
  const phrase = (re: RegExp) => (re.test(text) ? 1 : 0);

  const questionMark = raw.includes('?') ? 1 : 0;
  const questionStart = stems.length > 0 && LEXICON.interrogative.has(stems[0]!) ? 1 : 0;
  const howTo = Math.max(phrase(PHRASES.howto), any(LEXICON.howto) * 0.5);
  const notWorking = phrase(PHRASES.notWorking);
  const problem = Math.max(capped(count(LEXICON.problem), 2), notWorking);
  const nobodyCan = phrase(PHRASES.nobodyCan);
  const manyRooms = phrase(PHRASES.anyRoom);
  const wide = Math.max(capped(count(LEXICON.wide), 2), nobodyCan, manyRooms);
  const itTerms = capped(count(LEXICON.itObject), 2);
  const noIt = itTerms === 0 ? 1 : 0;
  const othersFine = phrase(PHRASES.othersFine);
  const critical = any(LEXICON.critical);
  const security = capped(count(LEXICON.security), 2);
  const securityAct = Math.max(phrase(PHRASES.clickedBad), any(LEXICON.securityAct) * 0.5);
  const request = Math.max(phrase(PHRASES.request), any(LEXICON.request) * 0.5);
  const workVerb = any(LEXICON.workVerb);
  const threat = capped(count(LEXICON.threat), 2);
  const question = Math.max(questionMark, questionStart);
  const statement = 1 - question;
  const one = any(LEXICON.one);
  const letters = raw.replace(/[^A-Za-z]/g, '');
  const content = stems.filter((s, i) => !STOP_WORDS.has(tokens[i]!) && s.length > 1);

  return {
    question_mark: questionMark,
    question_start: questionStart,
    how_to: howTo,
    hypothetical: any(LEXICON.hypothetical),
    request,
    work_verb: workVerb,
    problem,
    not_working: notWorking,
    negation: capped(count(LEXICON.negation), 2),
    damage: any(LEXICON.damage),
    scope_wide: wide,
    scope_nobody_can: nobodyCan,
    scope_one: one,
    scope_room: any(LEXICON.room),
    others_fine: othersFine,
    critical_system: critical,
    security,
    security_act: securityAct,
    data_exposure: capped(count(LEXICON.data), 2),
    safety: any(LEXICON.safety),
    equipment_threat: threat,
    urgency: Math.max(any(LEXICON.urgency), phrase(PHRASES.emergency)),
    emergency: any(LEXICON.emergency),
    follow_up: any(LEXICON.followUp),
    still_broken: phrase(PHRASES.stillBroken),
    exclamations: capped((raw.match(/!/g) ?? []).length, 3),
    capitals: letters.length >= 8 ? share(letters.replace(/[^A-Z]/g, '').length, letters.length) : 0,
    length: Math.min(1, Math.log1p(tokens.length) / Math.log(60)),
    short: tokens.length <= 2 ? 1 : 0,
    lexicon_share: share(content.filter((s) => lexicon.has(s)).length, content.length),
    wordlike_share: share(tokens.filter(wordlike).length, tokens.length),
    it_terms: itTerms,
    no_it_terms: noIt,
    short_no_it: tokens.length <= 6 ? noIt : 0,
    question_x_no_it: question * noIt,
    unauthorized: phrase(PHRASES.unauthorized),
    scope_many_rooms: manyRooms,
    wide_x_problem: wide * problem * (1 - othersFine),
    wide_x_critical: wide * critical * (1 - othersFine),
    critical_x_problem: critical * problem,
    security_x_act: security * securityAct,
    question_x_no_problem: question * (1 - problem),
    request_x_statement: request * statement,
    one_x_problem: one * problem,
    threat_x_statement: threat * statement,
    others_fine_x_problem: othersFine * problem,
    howto_x_problem: howTo * problem,
    work_x_request: workVerb * request,
    bias_dense: 1,
  };
}

/** The terms of a text that the knowledge-base lexicon is made of (and compared against). */
export function lexiconTerms(text: string): string[] {
  return featureText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
    .map(stem);
}

function addGroup(out: Map<number, number>, keys: Set<string>) {
  if (keys.size === 0) return;
  const value = 1 / Math.sqrt(keys.size);
  for (const key of keys) {
    const index = hash32(key) & (HASHED_DIM - 1);
    out.set(index, (out.get(index) ?? 0) + value);
  }
}

/**
 * The whole feature vector: word unigrams and bigrams (stemmed, stop words kept: "not", "all" and
 * "how" matter here), the first word, character 3- to 5-grams, each group scaled to unit length,
 * then the dense features.
 */
export function extractFeatures(raw: string, lexicon: ReadonlySet<string>): SparseVector {
  const text = featureText(raw);
  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const stems = tokens.map(stem);

  const wordKeys = new Set<string>();
  stems.forEach((s, i) => {
    wordKeys.add(`w:${s}`);
    if (i > 0) wordKeys.add(`b:${stems[i - 1]} ${s}`);
  });
  if (stems.length > 0) wordKeys.add(`f:${stems[0]}`);

  const charKeys = new Set<string>();
  const padded = ` ${tokens.join(' ')} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) charKeys.add(`c:${padded.slice(i, i + n)}`);
  }

  const hashed = new Map<number, number>();
  addGroup(hashed, wordKeys);
  addGroup(hashed, charKeys);
  const indices = [...hashed.keys()].sort((a, b) => a - b);
  const values = indices.map((i) => hashed.get(i)!);

  const dense = denseFeatures(raw, lexicon);
  DENSE_FEATURES.forEach((name, i) => {
    if (dense[name] !== 0) {
      indices.push(HASHED_DIM + i);
      values.push(dense[name]);
    }
  });
  return { indices, values };
}
