/**
 * The Spanish version of a knowledge-base article, keyed by the English article's id
 * (docs/sparky.md#spanish). The ticket title stays the English article's: tickets are for staff.
 * Usage (US K-12, "usted"): contraseña, iniciar sesión, mesa de ayuda, técnico, salón, Wi-Fi / red
 * inalámbrica, proyector, impresora, copiadora, Chromebook, etiqueta de inventario, dispositivo de
 * préstamo; menu names as the devices show them, in English, with the Spanish in parentheses.
 */
export interface SpanishArticle {
  title: string;
  /** Words and phrases Spanish speakers use for the problem, Spanglish included ("el password"). */
  keywords: string[];
  /** Typical ways the question is asked in Spanish. */
  questions: string[];
  summary: string;
  steps: string[];
  /** When the steps are not enough. */
  escalation: string;
}

/** How Spanish questions find an article that has no Spanish version yet (answered in English). */
export interface SpanishSearchWords {
  keywords: string[];
  questions: string[];
}
