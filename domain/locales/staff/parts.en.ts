/** The words of client/src/features/parts, in English (staff screens: English only, docs/decisions.md). */
export const partsEn = {} as const;
