/**
 * Which language a message to Sparky is written in: English or Spanish (docs/sparky.md#spanish).
 * Pure and explainable: every word that is clearly Spanish or clearly English adds to its side,
 * Spanish letters (á é í ó ú ñ ¿ ¡) add to Spanish, and the larger side wins. Words both
 * languages use ("no", "a", "me"), product names ("Chromebook", "Google Classroom", "wifi") and
 * names of people and places count for neither, so Spanglish ("mi Chromebook no prende") reads as
 * Spanish and a proper noun ("Los Alamos", "José") does not turn English into Spanish.
 */

export const SPARKY_LANGUAGES = ['en', 'es'] as const;
export type SparkyLanguage = (typeof SPARKY_LANGUAGES)[number];

/** Texts Sparky writes around an answer it can only give in English. */
export const SPANISH_NOTES = {
  /** Before an article that has no Spanish version yet, given in English. */
  untranslated: 'Todavía no tenemos este artículo en español; aquí está la versión en inglés:',
  /** Before an answer from the district's records (staff figures, kept in English). */
  dataInEnglish: 'Esta información del distrito solo está disponible en inglés:',
  /** A requester asked about the district's records (SPARKY_MESSAGES.requesterNoData in Spanish). */
  requesterNoData:
    'Puedo ayudarle con preguntas sobre cómo hacer algo (contraseñas, Wi-Fi, dispositivos, aplicaciones, impresoras), pero no puedo consultar los registros del distrito. Sus tickets están en Mis tickets y sus dispositivos en Mis dispositivos.',
} as const;

/** Letters with a Spanish accent, and the tilde and inverted marks. */
const SPANISH_MARKS = /[áéíóúñü¿¡]/;

/** Lower case without accents: "Contraseña" → "contrasena", "sesión" → "sesion". */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const list = (words: string) => words.split(/\s+/).filter(Boolean);

/**
 * Words only Spanish uses (compared without accents), with their weight. Function words and the
 * verbs and nouns of IT questions; words English also uses ("no", "a", "me", "he", "red", "solo",
 * "son", "once", "sea", "era", "favor") are left out.
 */
const SPANISH: ReadonlyMap<string, number> = new Map([
  ...list(`el la los las un una unos unas del al de en con por que es esta estan esto eso ese estos
    esas se mi mis tu tus su sus nuestro nuestra nuestros nos le les lo y pero porque como cuando donde
    cual cuales quien quienes hay tengo tiene tienen tenemos puedo puede pueden podemos podria necesito
    necesita necesitamos quiero quisiera ya muy tambien si sí todo toda todos todas nada nadie ningun
    ninguna ningunos otro otra otros otras hola gracias buenos buenas dias tardes noches ayuda
    ayudar ayudenme ayudeme ayer hoy manana ahora aqui alla despues antes desde hasta sin sobre entre
    cada algo alguien algun alguna mucho mucha muchos muchas poco bien mal mas menos cuanto cuantos
    cuanta cuantas ser estar estoy estamos fue sido hace hacer hago hizo dice dijo sale salen
    sigue siguen vez veces dia semana mes senor senora maestro maestra maestros maestras
    alumno alumna alumnos alumnas estudiante estudiantes hijo hija hijos hijas papa papas mama padres
    salon salones escuela escuelas primaria secundaria preparatoria clase clases oficina biblioteca
    contrasena contrasenas clave pantalla pantallas computadora computadoras computador impresora
    impresoras copiadora proyector teclado raton bocina bocinas sonido camara telefono telefonos
    correo correos cuenta cuentas sesion iniciar entrar conectar conecto conecta conectarme conectado
    funciona funcionan funcionando sirve sirven prende prenden enciende encienden apaga apagado carga
    cargar cargando cargador bateria roto rota rompio rompieron quebro quebrada estrellada cayo caido
    bloqueada bloqueado olvide olvido cambiar cambio cambiarle restablecer imprimir imprime instalar
    instalen necesitan pueden podrian urgente emergencia incendio fuego humo robaron robo robada robado
    hackearon hackeada hackeado lenta lento traba congela pagina enlace archivo archivos carpeta
    aplicacion aplicaciones programa programas licencia licencias examen tarea calificaciones asistencia
    inalambrica linea señal senal arreglar arreglen reparar revisar mandar mande mandaron envie
    recibi llega llegan aparece aparecen dejo deja pasa paso ocurre jala jalan`).map((w) => [w, 1] as const),
  // "para" is also a paraprofessional in a US school ("my para can't log in").
  ['para', 0.5],
]);

/**
 * Words only English uses: function words and the verbs of IT questions. Nouns are not here, since
 * Spanish speakers borrow them ("la laptop", "el password", "mi login", "la teacher").
 */
const ENGLISH: ReadonlySet<string> = new Set(
  list(`the is are was were be been being am my mine our your yours his her hers their its it i im ive
    id ill you we they she him them us this that these those what whats how why when where who which
    can cant cannot could couldnt would wouldnt should will wont do does dont doesnt did didnt have has
    hasnt havent had not isnt arent wasnt to of and or but if in on at by for with from into about
    after before just get got getting gets need needs please help working work works turn turns keeps
    keep still again all any some out up down off over there here then than also only every everyone
    nobody anyone someone something nothing an let lets know think tried try trying want wanted says
    said show shows showing stopped broke broken hi hello hey thanks thank morning today yesterday
    tomorrow`),
);

export interface LanguageScores {
  language: SparkyLanguage;
  /** The evidence for each side, for tests and for explaining a decision. */
  es: number;
  en: number;
}

/**
 * The language of a message, with the evidence. With no evidence either way (a product name, "ok",
 * gibberish) the answer is `fallback`: the language of the conversation so far, else English.
 */
export function detectLanguage(text: string, fallback: SparkyLanguage = 'en'): LanguageScores {
  let es = 0;
  let en = 0;
  // Sentences, so a capital at a sentence start is not taken for a name.
  for (const sentence of text.split(/[.!?¿¡\n]+/)) {
    const words = sentence.match(/[\p{L}'’]+/gu) ?? [];
    // A sentence in capitals ("URGENTE NO HAY INTERNET") has no names to tell apart.
    const shouting = sentence === sentence.toUpperCase();
    words.forEach((raw, i) => {
      const word = raw.replace(/['’]/g, '');
      // A capitalised word inside a sentence is a name (José, Los Alamos, Peña): it says nothing.
      const name = i > 0 && !shouting && /^\p{Lu}/u.test(word) && !/^I(m|ve|d|ll)?$/.test(word);
      if (name) return;
      const folded = foldAccents(word);
      const weight = SPANISH.get(folded) ?? 0;
      if (weight > 0) es += weight;
      else if (SPANISH_MARKS.test(word.toLowerCase())) es += 1;
      else if (ENGLISH.has(folded)) en += 1;
    });
  }
  if (/[¿¡]/.test(text)) es += 1;
  const language: SparkyLanguage = es > en ? 'es' : en > es ? 'en' : es === 0 ? fallback : 'en';
  return { language, es, en };
}

/** The language of a message alone, `fallback` when it gives no evidence. */
export const languageOf = (text: string, fallback: SparkyLanguage = 'en'): SparkyLanguage =>
  detectLanguage(text, fallback).language;
