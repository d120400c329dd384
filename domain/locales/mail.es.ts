import type { Catalogue } from './locale.ts';
import type { mailEn } from './mail.en.ts';

/**
 * The requester's and the family's mail in Spanish ("usted"; "ticket" for the request, "mesa de
 * ayuda" for the help desk). Same keys as mail.en.ts.
 */
export const mailEs: Catalogue<typeof mailEn> = {
  greeting: 'Hola, {{name}}:',
  signature: 'Portal de TI del distrito, Five Star',
  preferences: 'Elija qué correos recibe',
  ticket: {
    own: 'su ticket “{{title}}”',
    watching: 'el ticket “{{title}}” que usted sigue',
    answerByMail: 'Responda a este correo para agregar información a su ticket.',
    answerInPortal: 'Abra su ticket en el portal de ayuda para agregar información.',
    viewRequest: 'Ver su ticket',
    viewConversation: 'Ver la conversación',
    created: {
      subject: '{{tag}} Recibimos su ticket: {{title}}',
      body: 'Su ticket “{{title}}” tiene el número {{number}}. La mesa de ayuda le responderá por este medio.',
    },
    reply: { subject: 'Re: {{tag}} {{title}}', body: '{{actor}} respondió a {{whose}}:' },
    resolved: {
      subject: '{{tag}} Resuelto: {{title}}',
      body: '{{actor}} marcó como resuelto {{whose}}.',
      againByMail: 'Si el problema continúa, responda a este correo y la mesa de ayuda lo revisará de nuevo.',
      againInPortal:
        'Si el problema continúa, escriba en el portal de ayuda y la mesa de ayuda lo revisará de nuevo.',
    },
  },
  csat: {
    subject: '{{tag}} ¿Cómo lo hicimos? {{title}}',
    intro: 'Su ticket “{{title}}” ({{number}}) se resolvió. ¿Cómo lo hicimos? Basta con un clic:',
    introBy:
      'Su ticket “{{title}}” ({{number}}) fue resuelto por {{technician}}. ¿Cómo lo hicimos? Basta con un clic:',
    after:
      'Puede agregar un comentario en la página y cambiar su calificación durante {{days}} días. No necesita iniciar sesión.',
    rate: 'Califique la ayuda que recibió',
    ratings: {
      1: 'Muy insatisfecho',
      2: 'Insatisfecho',
      3: 'Regular',
      4: 'Satisfecho',
      5: 'Muy satisfecho',
    },
  },
};
