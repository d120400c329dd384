/** The words of client/src/features/canned-responses, in English (staff screens: English only, docs/decisions.md). */
export const cannedResponsesEn = {} as const;
