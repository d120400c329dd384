/** The words of client/src/features/rules, in English (staff screens: English only, docs/decisions.md). */
export const rulesEn = {} as const;
