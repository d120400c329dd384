/** The words of client/src/features/csat, in English (staff screens: English only, docs/decisions.md). */
export const csatEn = {} as const;
