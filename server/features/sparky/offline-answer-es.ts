import type { Seriousness } from './message-signals.ts';
import type { ClarifyReason } from './question-analysis.ts';

/**
 * The offline engine's words in Spanish (docs/sparky.md#spanish): US K-12 usage, "usted". The same
 * replies as offline-answer.ts, one for one; ticket titles stay in English for staff.
 */

const TOPICS =
  'contraseñas e inicio de sesión, problemas de Wi-Fi y de la red, proyectores y pantallas del salón, impresoras, Chromebooks y otros dispositivos, programas y licencias, el filtro de contenido y la seguridad';

/** Devices and systems a vague message may name (accents folded), for a question about it. */
export const SPANISH_SUBJECTS: [RegExp, string][] = [
  [/\b(impresora|copiadora|imprim\w*|printer)/i, 'la impresora'],
  [/\bproyector/i, 'el proyector'],
  [
    /\b(pantalla (interactiva|tactil|digital)|pizarra|pizarron|promethean|smart ?board)/i,
    'la pantalla interactiva',
  ],
  [/\bchrome ?book/i, 'la Chromebook'],
  [/\bipad/i, 'el iPad'],
  [/\b(laptop|computadora|compu|computador|portatil)/i, 'la computadora'],
  [/\b(wi-?fi|internet|red inalambrica|la red)\b/i, 'la red'],
  [/\b(telefono|celular)/i, 'el teléfono'],
  [/\b(correo|e-?mail|gmail|outlook)/i, 'el correo'],
  [/\b(contrasena|clave|password|sesion|cuenta|login)/i, 'su cuenta'],
];

export const SPANISH_QUESTIONS: Record<ClarifyReason, string[]> = {
  gibberish: [
    'No estoy seguro de qué quiere decir: no pude entender el mensaje. ¿Qué está pasando? ¿Con qué dispositivo o sistema, y qué sucede?',
    'No estoy seguro de qué quiere decir. ¿Me puede describir el problema en una oración? Por ejemplo: "la impresora del salón 12 muestra un error".',
    'No estoy seguro de qué quiere decir: el mensaje me llegó confuso. ¿En qué le puedo ayudar?',
  ],
  off_topic: [
    'Eso no lo sé: soy el asistente de soporte técnico. ¿Tiene algún problema con un dispositivo, una cuenta o un sistema?',
    'Solo puedo ayudar con tecnología: dispositivos, cuentas, Wi-Fi, impresoras, programas y seguridad. ¿Le está pasando algo de eso?',
    'No soy la persona indicada para eso, solo sé de la tecnología del distrito. ¿Hay algo técnico en lo que le pueda ayudar?',
  ],
  vague: [
    '¿Me puede contar un poco más? ¿Qué dispositivo o sistema es, qué pasa, y le pasa solo a usted o también a otras personas?',
    'Con gusto le ayudo, pero necesito un poco más de información. ¿Qué es exactamente lo que no funciona, y dónde?',
    '¿Cuál es el problema: algo descompuesto, algo que necesita que se configure o una pregunta sobre cómo hacer algo?',
  ],
  no_article: [
    'Todavía no tengo un artículo sobre eso. ¿De qué dispositivo, aplicación o sistema se trata, y qué quiere hacer?',
    'No estoy seguro de tener eso cubierto. ¿Me lo puede decir de otra forma, con el dispositivo o la aplicación y lo que ve?',
    'No encontré eso en mi base de conocimientos. ¿Qué quiere hacer, y en qué dispositivo o sistema?',
  ],
};

export const subjectQuestions = (subject: string) => [
  `¿Qué está pasando con ${subject}? ¿Muestra un error, no funciona para nada o necesita que se configure algo?`,
  `Cuénteme un poco más sobre ${subject}: ¿qué ve, y le pasa solo a usted o también a otras personas?`,
];

/** The words of a reply around the article, in one language. */
export interface ReplyWords {
  thanks: string;
  greeting: string;
  noArticle: string;
  notResolved: (title: string) => string;
  unsure: string;
  ifNotSolved: string;
  escalate: (reason: string) => string;
  stepsFirst: string;
  technicianNeeded: string;
  ticketDrafted: (why: string, title: string) => string;
  related: (titles: string[]) => string;
  urgentDefault: string;
}

export const SPANISH_REPLIES: ReplyWords = {
  thanks: '¡De nada! Si se le ofrece algo más, aquí estoy.',
  greeting: `¡Hola! Soy Sparky, su asistente de soporte técnico de primer nivel. Cuénteme qué está pasando y le ayudo paso a paso. Puedo ayudarle con ${TOPICS}.`,
  noArticle:
    'No encontré un artículo en la base de conocimientos que corresponda a esto, así que conviene que lo revise un técnico.',
  notResolved: (title: string) => `Lamento que los pasos de "${title}" no lo hayan resuelto.`,
  unsure: 'No estoy completamente seguro de que esto sea lo que busca, pero es lo más parecido:',
  ifNotSolved: 'Si eso no lo resuelve:',
  escalate: (reason: string) =>
    `**Se recomienda escalar.** ${reason} Cree el ticket de abajo para avisarle ahora al técnico de guardia.`,
  stepsFirst: 'Si estos pasos no lo arreglan, conviene que lo revise un técnico.',
  technicianNeeded: 'Esto necesita a un técnico.',
  ticketDrafted: (why: string, title: string) =>
    `${why} Le preparé un ticket para el equipo técnico (el título va en inglés para el personal): "${title}".`,
  related: (titles: string[]) => `Artículos relacionados: ${titles.join('; ')}.`,
  urgentDefault: 'Esto necesita a un técnico de inmediato.',
};

/** Why an escalation is serious, in Spanish. */
export const SPANISH_SERIOUSNESS: Record<Seriousness, string> = {
  security: 'Parece un incidente de seguridad, y hay que atenderlo en cuestión de minutos.',
  safety: 'Es un asunto de seguridad de los estudiantes que necesita atención inmediata.',
  equipment:
    'Hay equipo o datos en riesgo (calor, agua, electricidad o robo), así que un técnico tiene que actuar ya. Mantenga a las personas lejos de cualquier cosa que eche humo, esté mojada o saque chispas.',
  outage: 'Parece una falla que afecta a muchas personas.',
  emergency: 'Usted dijo que es una emergencia.',
};
