/** The words of client/src/features/analytics, in English (staff screens: English only, docs/decisions.md). */
export const analyticsEn = {} as const;
