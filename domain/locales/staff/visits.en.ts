/** The words of client/src/features/visits, in English (staff screens: English only, docs/decisions.md). */
export const visitsEn = {} as const;
