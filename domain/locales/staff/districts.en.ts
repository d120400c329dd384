/** The words of client/src/features/districts, in English (staff screens: English only, docs/decisions.md). */
export const districtsEn = {} as const;
