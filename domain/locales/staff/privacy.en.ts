/** The words of client/src/features/privacy, in English (staff screens: English only, docs/decisions.md). */
export const privacyEn = {} as const;
