/** The words of client/src/features/attachments, in English (staff screens: English only, docs/decisions.md). */
export const attachmentsEn = {} as const;
