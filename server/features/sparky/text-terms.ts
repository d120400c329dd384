import { foldAccents } from '../../../domain/sparky-language.ts';

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
  // Spanish (accents folded first): the same things, as one term shared with English.
  [/\b(?:iniciar|inicio|inicie)\s+(?:de\s+|la\s+)?sesion\b/g, 'signin'],
  [/\bcorreo\s+electronico/g, 'email'],
  [/\bred\s+inalambrica/g, 'wifi'],
  [/\bcontrasenas?\b/g, 'password'],
  [/\b(?:pantalla|pizarra|pizarron)\s+(?:interactiva|digital|tactil)/g, 'smartboard'],
  [/\bcamara\s+de\s+documentos/g, 'doccam'],
  [/\bcodigo\s+de\s+(?:la\s+)?clase\b/g, 'classcode'],
  [/\bsin\s+senal\b/g, 'nosignal'],
  [/\bsin\s+sonido\b/g, 'nosound audio'],
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

/** Spanish words too common to search by (accents folded), for Spanish questions and articles. */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  `el la los las un una unos unas de del al a en con por para que es son esta estan este esto estos ese
  esa eso esos esas se me mi mis te tu tus su sus nos nuestro nuestra nuestros le les lo y o u e pero
  porque como cuando donde cual cuales quien ya muy tambien si no hay tengo tiene tienen tenemos hola
  gracias favor ayuda ayudar ayudenme buenos buenas dias tardes ser estar estoy fue era hacer hace hago
  puedo puede pueden podria podrian necesito necesita necesitamos quiero quisiera algo alguien todo toda
  todos todas nada mas menos ahora hoy ayer manana aqui alli otra otro otros otras cosa cosas bien mal
  sobre hasta desde entre cada pregunta oye usted ustedes yo ella ellos ellas funciona funcionan funciono
  sirve sirven sirvio quedo listo`
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
  // Accents dropped, so "contraseña" and "contrasena" are one word.
  let t = foldAccents(text).replace(/[’']/g, '');
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

/** Spanish words beside a word (its stem): the word the Spanish articles use for the same thing. */
const SPANISH_SYNONYMS: Record<string, string[]> = {
  compu: ['computador'],
  ordenador: ['computador'],
  portatil: ['laptop'],
  clave: ['password'],
  celular: ['telefon'],
  movil: ['telefon'],
  enciend: ['prend'],
  encend: ['prend'],
  arranc: ['prend'],
  altavoz: ['bocin'],
  parlant: ['bocin'],
  tele: ['televisor'],
  television: ['televisor'],
  tv: ['televisor'],
  profe: ['maestr'],
  alumn: ['estudiant'],
  hij: ['estudiant'],
  mail: ['email'],
  corre: ['email'],
  atascad: ['atorad'],
  atasc: ['atorad'],
  foc: ['lampar'],
  hacki: ['hacke'],
  hackiaron: ['hacke'],
  camion: ['autobus'],
  printer: ['impresor'],
  jala: ['funcion'],
  sirv: ['funcion'],
  internet: ['wifi'],
};

/** Spanish verb, noun and adjective endings, longest first, trimmed down to a stem of at least 3 letters. */
const SPANISH_SUFFIXES = [
  'amientos',
  'amiento',
  'aciones',
  'iciones',
  'ieron',
  'acion',
  'icion',
  'mente',
  'iendo',
  'ando',
  'aron',
  'adas',
  'ados',
  'idas',
  'idos',
  'aba',
  'ada',
  'ado',
  'ida',
  'ido',
  'ar',
  'er',
  'ir',
  'an',
  'en',
  'as',
  'es',
  'os',
  'a',
  'e',
  'o',
  's',
];

/** A light Spanish stem: "conecto", "conectar", "conectado" meet at "conect"; "impresoras" at "impresor". */
export function stemSpanish(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  // A pronoun joined to an infinitive: "conectarme", "cambiarle", "instalarlo".
  const w = word.replace(/(ar|er|ir)(me|te|se|le|les|lo|la|los|las|nos)$/, '$1');
  for (const suffix of SPANISH_SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
}

/** One word of a Spanish (or Spanglish) text to its search terms: none for a stop word of either language. */
export function spanishTermsOf(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length < 2 || STOP_WORDS.has(w) || SPANISH_STOP_WORDS.has(w)) return [];
  const stemmed = stemSpanish(w);
  const extra = SPANISH_SYNONYMS[w] ?? SPANISH_SYNONYMS[stemmed] ?? [];
  return [...new Set([stemmed, ...extra])];
}

/** The groups of terms of a Spanish text: one group per meaningful word (used to measure coverage). */
export function spanishTermGroups(text: string): string[][] {
  return tokenize(text)
    .map(spanishTermsOf)
    .filter((g) => g.length > 0);
}
