/** The words of client/src/features/dashboard, in English (staff screens: English only, docs/decisions.md). */
export const dashboardEn = {} as const;
