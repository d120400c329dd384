/** The words of client/src/features/scanner, in English (staff screens: English only, docs/decisions.md). */
export const scannerEn = {} as const;
