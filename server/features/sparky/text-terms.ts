/**
 * How Sparky turns text into search terms, for the articles and the questions alike: phrases that
 * mean one thing become one word, common words are dropped, plurals and verb endings are trimmed,
 * and a few K-12 IT synonyms add the word the articles use.
 */

/** Multi-word phrases rewritten to one term before tokenizing. */
const PHRASES: [RegExp, string][] = [
  [/\bwi[\s-]?fi\b/g, 'wifi'],
  [/\be[\s-]mail\b/g, 'email'],
  [/\b(?:log|sign)[\s-]?(?:in|on)\b/g, 'signin'],
  [/\b(?:2|two)[\s-]?(?:factor|step)\b/g, 'mfa'],
  [/\bmulti[\s-]?factor\b/g, 'mfa'],
  [/\bsmart[\s-]?board\b/g, 'smartboard'],
  [/\bdoc(?:ument)?[\s-]?cam(?:era)?\b/g, 'doccam'],
  [/\bchrome[\s-]?book/g, 'chromebook'],
  [/\bpower[\s-]?wash/g, 'powerwash'],
  [/\bpass[\s-]?word/g, 'password'],
  [/\bscreen[\s-]?shar/g, 'screenshar'],
  [/\bno\s+sound\b/g, 'nosound audio'],
  [/\bno\s+signal\b/g, 'nosignal'],
  [/\bdial[\s-]?tone\b/g, 'dialtone'],
  [/\bgoogle\s+classroom\b/g, 'googleclassroom'],
  [/\bclass\s+code\b/g, 'classcode'],
  [/\bpaper\s+jam/g, 'jam'],
];

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about after again all also am an and any are as at be because been before being but by can could
  did do does doing done for from get gets getting got had has have having he her here hers him his how i
  if in into is it its just me more most my myself no nor not now of off on once only or other our out
  over own please same she should so some still such than that the their them then there these they this
  those through to too under until up very was we were what when where which while who whom why will with
  would you your yours hi hello hey thanks thank help need needs know tell keep keeps anyone someone
  something thing things today yesterday morning really also again want wanted trying tried try else fine`
    .split(/\s+/)
    .filter(Boolean),
);

/** Extra terms added beside a word: the word the articles use for the same thing. */
const SYNONYMS: Record<string, string[]> = {
  wireless: ['wifi'],
  internet: ['network'],
  online: ['network'],
  cb: ['chromebook'],
  pw: ['password'],
  pwd: ['password'],
  passcode: ['password'],
  login: ['signin'],
  logon: ['signin'],
  '2fa': ['mfa'],
  '2sv': ['mfa'],
  authenticator: ['mfa'],
  pc: ['laptop'],
  computer: ['laptop'],
  notebook: ['laptop'],
  copier: ['printer'],
  copy: ['printer'],
  broke: ['damage'],
  broken: ['damage'],
  crack: ['damage'],
  smash: ['damage'],
  shatter: ['damage'],
  hack: ['compromised'],
  tv: ['display'],
  monitor: ['display'],
  sound: ['audio'],
  speaker: ['audio'],
  mic: ['microphone'],
  kid: ['student'],
  grader: ['student'],
  kindergartener: ['student'],
  snapped: ['damage'],
  dropped: ['damage'],
  pupil: ['student'],
  teacher: ['staff'],
  employee: ['staff'],
  faculty: ['staff'],
  seat: ['license'],
  licence: ['license'],
  subscription: ['license'],
  virus: ['malware'],
  trojan: ['malware'],
  promethean: ['smartboard'],
  panel: ['smartboard'],
  beamer: ['projector'],
  hotspot: ['wifi'],
  router: ['network'],
};

/** A light suffix trim so "printers", "printing" and "printed" meet "print". */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  const rules: [string, string][] = [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
    ['e', ''],
  ];
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix) && !(suffix === 's' && /(ss|us|is)$/.test(word))) {
      const base = word.slice(0, -suffix.length) + replacement;
      if (base.length >= 4) return base;
    }
  }
  return word;
}

export function normalizeText(text: string): string {
  let t = text.toLowerCase().replace(/[’']/g, '');
  for (const [pattern, replacement] of PHRASES) t = t.replace(pattern, replacement);
  return t;
}

/** Splits text into raw words (after phrase normalization). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** One word to its search terms: none for a stop word, else its stem and its synonyms' terms. */
export function termsOf(word: string): string[] {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || w.length < 2) return [];
  const stemmed = stem(w);
  const extra = (SYNONYMS[w] ?? SYNONYMS[stemmed] ?? []).map(stem);
  return [...new Set([stemmed, ...extra])];
}

/** The groups of terms of a text: one group per meaningful word (used to measure coverage). */
export function termGroups(text: string): string[][] {
  return tokenize(text)
    .map(termsOf)
    .filter((g) => g.length > 0);
}
