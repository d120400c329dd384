/** The words of client/src/features/auth, in English (staff screens: English only, docs/decisions.md). */
export const authEn = {} as const;
