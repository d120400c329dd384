/** The words of client/src/features/attachments, in English (staff screens: English only, docs/decisions.md). */
export const attachmentsEn = {
  attach: { label: 'Attach file', dismiss: 'Dismiss' },
  list: { open: 'Open {{name}}', download: 'Download {{name}}' },
} as const;
