/** The words of client/src/features/licenses, in English (staff screens: English only, docs/decisions.md). */
export const licensesEn = {} as const;
