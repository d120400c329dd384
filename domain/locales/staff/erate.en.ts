/** The words of client/src/features/erate, in English (staff screens: English only, docs/decisions.md). */
export const erateEn = {} as const;
