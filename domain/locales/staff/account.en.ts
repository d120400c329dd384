/** The words of client/src/features/account, in English (staff screens: English only, docs/decisions.md). */
export const accountEn = {} as const;
