import { CSAT_RATING_LABELS } from '../csat.ts';

/**
 * The mail a requester or a family receives (a ticket opened, a reply, its resolution, the
 * satisfaction survey) and the frame of every mail, in English: today's texts. "{{name}}" parts are
 * filled by the server. Spanish: mail.es.ts (same keys).
 */
export const mailEn = {
  greeting: 'Hello {{name}},',
  signature: 'Five Star District IT Portal',
  preferences: 'Choose what you receive',
  ticket: {
    own: 'your request “{{title}}”',
    watching: 'the request “{{title}}” you follow',
    answerByMail: 'Reply to this email to add to your request.',
    answerInPortal: 'Open your request in the help portal to add to it.',
    viewRequest: 'View your request',
    viewConversation: 'View the conversation',
    created: {
      subject: '{{tag}} We received your request: {{title}}',
      body: 'Your request “{{title}}” is ticket {{number}}. The help desk will answer you here.',
    },
    reply: { subject: 'Re: {{tag}} {{title}}', body: '{{actor}} replied to {{whose}}:' },
    resolved: {
      subject: '{{tag}} Resolved: {{title}}',
      body: '{{actor}} marked {{whose}} resolved.',
      againByMail: 'If the problem is still there, reply to this email and the help desk will look again.',
      againInPortal:
        'If the problem is still there, write in the help portal and the help desk will look again.',
    },
  },
  csat: {
    subject: '{{tag}} How did we do? {{title}}',
    intro: 'Your request “{{title}}” ({{number}}) was resolved. How did we do? One click is enough:',
    introBy:
      'Your request “{{title}}” ({{number}}) was resolved by {{technician}}. How did we do? One click is enough:',
    after:
      'You can add a comment on the page, and change your rating for {{days}} days. No sign-in is needed.',
    rate: 'Rate the help you got',
    ratings: {
      1: CSAT_RATING_LABELS[1],
      2: CSAT_RATING_LABELS[2],
      3: CSAT_RATING_LABELS[3],
      4: CSAT_RATING_LABELS[4],
      5: CSAT_RATING_LABELS[5],
    },
  },
} as const;
