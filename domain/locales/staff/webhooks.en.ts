/** The words of client/src/features/webhooks, in English (staff screens: English only, docs/decisions.md). */
export const webhooksEn = {} as const;
