import { ACCESS_MESSAGES } from '../access.ts';
import { ACCOUNT_MESSAGES } from '../account.ts';
import { ATTACHMENT_MESSAGES } from '../attachments.ts';
import { MESSAGES, SSO_MESSAGES } from '../auth-messages.ts';
import { INPUT_MESSAGES, SERVER_MESSAGES } from '../http.ts';
import { PORTAL_MESSAGES } from '../portal.ts';
import { SPARKY_MESSAGES } from '../sparky.ts';
import { TICKET_MESSAGES } from '../tickets.ts';

/**
 * The domain's messages a requester or a family may meet (the validation and the refusals of the
 * requester routes, sign-in and the account), in English: the very texts the server and the zod
 * schemas produce, referenced from the domain. A message is found by its English text and given in
 * the caller's language (`translateMessage` in messages.ts): the server answers a requester route's
 * errors that way, and forms show a schema's message that way. "{{name}}" stands for a part that
 * varies. Spanish: messages.es.ts (same keys).
 */
export const messagesEn = {
  input: {
    controlCharacters: INPUT_MESSAGES.controlCharacters,
    atMost: 'Must be at most {{max}} characters',
    invalidId: 'Not a valid id',
    invalid: 'Invalid value',
    invalidRequest: 'Invalid request.',
    invalidJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    notFound: 'Not found.',
    signIn: 'Please sign in to continue.',
  },
  server: { failed: SERVER_MESSAGES.failed, databaseUnavailable: SERVER_MESSAGES.databaseUnavailable },
  access: {
    role: ACCESS_MESSAGES.role,
    waiting: ACCESS_MESSAGES.waiting,
    districtNotFound: ACCESS_MESSAGES.districtNotFound,
    tickets: ACCESS_MESSAGES.toggle('tickets'),
    sparky: ACCESS_MESSAGES.toggle('sparky'),
  },
  portal: {
    titleRequired: PORTAL_MESSAGES.titleRequired,
    titleTooLong: 'Title must be at most 200 characters',
    descriptionRequired: PORTAL_MESSAGES.descriptionRequired,
    descriptionTooLong: 'Description must be at most 10000 characters',
    deviceNotYours: PORTAL_MESSAGES.deviceNotYours,
    invalidDevice: 'Not a valid device id',
    invalidSession: 'Not a valid session id',
    invalidMessage: 'Not a valid message id',
    conversationNotFound: PORTAL_MESSAGES.conversationNotFound,
    messageNotFound: PORTAL_MESSAGES.messageNotFound,
    alreadyTicketed: SPARKY_MESSAGES.alreadyTicketed,
    state: 'Choose all, active or done',
  },
  tickets: {
    commentRequired: TICKET_MESSAGES.commentRequired,
    commentTooLong: 'Comment must be at most 5000 characters',
    notFound: TICKET_MESSAGES.notFound,
    notYourAsset: TICKET_MESSAGES.notYourAsset,
    internalNotForRequesters: TICKET_MESSAGES.internalNotForRequesters,
  },
  attachments: {
    accepted: ATTACHMENT_MESSAGES.accepted,
    tooLarge: '{{name}} is larger than the {{limit}} MB limit.',
    notAccepted: '{{name}} is not a file type the portal accepts (images, PDF, text and office documents).',
    contentMismatch: '{{name}} is not what its name says: its content is {{content}}.',
    empty: '{{name}} is empty.',
    attached: '{{name}} attached',
    attachFailed: ATTACHMENT_MESSAGES.attachFailed,
    uploading: 'Uploading {{name}}…',
  },
  auth: {
    invalidCredentials: MESSAGES.invalidCredentials,
    tooManyAttempts: MESSAGES.tooManyAttempts,
    accountLocked:
      'Too many failed sign-ins for this account. Please wait {{minutes}} minutes and try again.',
    emailTaken: MESSAGES.emailTaken,
    invalidEmail: MESSAGES.invalidEmail,
    commonPassword: MESSAGES.commonPassword,
    guessablePassword: MESSAGES.guessablePassword,
    weakPassword: MESSAGES.weakPassword.description,
    passwordsOff: SSO_MESSAGES.passwordsOff,
    notFoundFor: SSO_MESSAGES.notFoundFor,
  },
  account: {
    enterEmail: 'Enter your email address',
    resetSent: ACCOUNT_MESSAGES.resetSent,
    resetInvalid: ACCOUNT_MESSAGES.resetInvalid,
    wrongPassword: ACCOUNT_MESSAGES.wrongPassword,
    wrongCode: ACCOUNT_MESSAGES.wrongCode,
    challengeExpired: ACCOUNT_MESSAGES.challengeExpired,
    enterCode: 'Enter the 6-digit code from your app, or a recovery code',
    firstName: 'Enter your first name',
    locale: 'Choose English (en) or Spanish (es)',
  },
} as const;
