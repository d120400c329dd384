/** The words of client/src/features/labels, in English (staff screens: English only, docs/decisions.md). */
export const labelsEn = {} as const;
