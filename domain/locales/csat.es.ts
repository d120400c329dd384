import type { csatEn } from './csat.en.ts';
import type { Catalogue } from './locale.ts';

/** client/src/features/csat in Spanish (see csat.en.ts). */
export const csatEs: Catalogue<typeof csatEn> = {
  rating: {
    labels: {
      r1: 'Muy insatisfecho',
      r2: 'Insatisfecho',
      r3: 'Regular',
      r4: 'Satisfecho',
      r5: 'Muy satisfecho',
    },
    text: '{{rating}} de 5 · {{label}}',
  },
  form: {
    yourRating: 'Su calificación:',
    notRated: 'Usted no calificó este ticket.',
    closed: 'Esta encuesta se cerró el {{date}}.',
    question: '¿Cómo lo hicimos?',
    missing: 'Elija una calificación del 1 al 5',
    comment: 'Comentario',
    optional: '(opcional)',
    placeholder: '¿Qué salió bien o qué podríamos mejorar?',
    saveChanges: 'Guardar los cambios',
    send: 'Enviar la calificación',
    changeUntil: 'Puede cambiar su respuesta hasta el {{date}} ({{days}} días después de la resolución).',
  },
  page: {
    loading: 'Cargando la encuesta…',
    linkBroken: 'Este enlace no funciona',
    resolved: 'Resuelto.',
    resolvedOn: 'Resuelto el {{date}}.',
    resolvedBy: 'Resuelto por {{name}}.',
    resolvedOnBy: 'Resuelto el {{date}} por {{name}}.',
    thanks: '¡Gracias! Su calificación:',
  },
  ticket: {
    title: 'Califique la ayuda que recibió',
    description: 'Su respuesta llega al equipo de TI y le ayuda a mejorar.',
  },
  results: {
    loading: 'Cargando la satisfacción…',
    failed: 'No se pudo cargar la satisfacción.',
    title: 'Satisfacción',
    none: 'No hay calificaciones en este período ({{surveys}} encuestas enviadas).',
    summary:
      '{{responses}} calificaciones de {{surveys}} encuestas · promedio de {{average}} sobre 5 · {{satisfied}} satisfechos ({{from}} o 5)',
    perTechnician: 'Satisfacción por técnico',
    technician: 'Técnico',
    perDistrict: 'Satisfacción por distrito',
    district: 'Distrito',
    perTier: 'Satisfacción por nivel',
    tier: 'Nivel',
    comments: 'Últimos comentarios',
    ratings: 'Calificaciones',
    average: 'Promedio',
    satisfied: 'Satisfechos',
    empty: 'No hay calificaciones en este período.',
    card_one: '{{count}} calificación · promedio de {{average}} · {{satisfied}} satisfechos',
    card_other: '{{count}} calificaciones · promedio de {{average}} · {{satisfied}} satisfechos',
  },
};
