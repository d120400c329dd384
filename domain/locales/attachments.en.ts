/**
 * The words of client/src/features/attachments, in English. A requester attaches files on /help too,
 * so it is in every language: Spanish in attachments.es.ts (same keys).
 */
export const attachmentsEn = {
  attach: { label: 'Attach file', dismiss: 'Dismiss' },
  list: { open: 'Open {{name}}', download: 'Download {{name}}' },
} as const;
