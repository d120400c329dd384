/** The words of client/src/features/admin, in English (staff screens: English only, docs/decisions.md). */
export const adminEn = {} as const;
