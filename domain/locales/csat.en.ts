import { CSAT_MESSAGES, CSAT_RATING_LABELS } from '../csat.ts';

/**
 * The words of client/src/features/csat, in English. A requester meets this screen too, so it is
 * in every language: Spanish in csat.es.ts (same keys). The rating labels are the domain's.
 */
export const csatEn = {
  rating: {
    labels: {
      r1: CSAT_RATING_LABELS[1],
      r2: CSAT_RATING_LABELS[2],
      r3: CSAT_RATING_LABELS[3],
      r4: CSAT_RATING_LABELS[4],
      r5: CSAT_RATING_LABELS[5],
    },
    text: '{{rating}} of 5 · {{label}}',
  },
  form: {
    yourRating: 'Your rating:',
    notRated: 'You did not rate this ticket.',
    closed: 'This survey closed on {{date}}.',
    question: 'How did we do?',
    missing: CSAT_MESSAGES.ratingInvalid,
    comment: 'Comment',
    optional: '(optional)',
    placeholder: 'What went well, or what could be better?',
    saveChanges: 'Save changes',
    send: 'Send rating',
    changeUntil: 'You can change your answer until {{date}} ({{days}} days after the resolution).',
  },
  page: {
    loading: 'Loading the survey…',
    linkBroken: 'This link does not work',
    resolved: 'Resolved.',
    resolvedOn: 'Resolved {{date}}.',
    resolvedBy: 'Resolved by {{name}}.',
    resolvedOnBy: 'Resolved {{date}} by {{name}}.',
    thanks: 'Thank you! Your rating:',
  },
  ticket: {
    title: 'Rate the help you got',
    description: 'Your answer goes to the IT team and helps them improve.',
  },
  results: {
    loading: 'Loading satisfaction…',
    failed: 'Satisfaction could not be loaded.',
    title: 'Satisfaction',
    none: 'No ratings in this range ({{surveys}} surveys sent).',
    summary:
      '{{responses}} ratings of {{surveys}} surveys · average {{average}} of 5 · {{satisfied}} satisfied ({{from}} or 5)',
    perTechnician: 'Satisfaction per technician',
    technician: 'Technician',
    perDistrict: 'Satisfaction per district',
    district: 'District',
    perTier: 'Satisfaction per tier',
    tier: 'Tier',
    comments: 'Latest comments',
    ratings: 'Ratings',
    average: 'Average',
    satisfied: 'Satisfied',
    empty: 'No ratings in this range.',
    card_one: '{{count}} rating · average {{average}} · {{satisfied}} satisfied',
    card_other: '{{count}} ratings · average {{average}} · {{satisfied}} satisfied',
  },
} as const;
