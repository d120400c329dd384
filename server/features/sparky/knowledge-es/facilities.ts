import type { SpanishArticle } from './spanish-article.ts';

/** Classroom phones, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishFacilitiesArticles: Record<string, SpanishArticle> = {
  'classroom-phone': {
    title: 'El teléfono del salón no tiene tono o no puede hacer llamadas',
    keywords: [
      'teléfono',
      'teléfono del salón',
      'teléfono de escritorio',
      'no tiene tono',
      'sin tono',
      'voip',
      'extensión',
      'buzón de voz',
      'mensajes de voz',
      'no puedo llamar',
      'auricular',
    ],
    questions: [
      'El teléfono de mi salón no tiene tono',
      'El teléfono de escritorio dice "registering" y no hace llamadas',
      '¿Cómo configuro mi buzón de voz?',
    ],
    summary:
      'Los teléfonos de escritorio reciben la corriente y el servicio por el cable de red; la mayoría de las fallas son un cable flojo.',
    steps: [
      'Revise que el cable de red esté bien conectado en el puerto que dice "LAN" o que tiene el símbolo de red en la parte de atrás del teléfono.',
      'Desconecte el cable de red del teléfono por 10 segundos y vuelva a conectarlo; el teléfono se reinicia y se vuelve a registrar.',
      'Si la pantalla está apagada, pruebe en otra conexión de la pared; puede ser que esa conexión no dé corriente.',
      'Para el buzón de voz, presione el botón "Messages" (mensajes) y siga las instrucciones; el PIN inicial está en su carta de bienvenida.',
    ],
    escalation:
      'Si el teléfono se queda en "registering" o hay varios teléfonos sin servicio, un técnico debe revisar el sistema telefónico; los teléfonos de los salones son equipo de seguridad.',
  },
};
