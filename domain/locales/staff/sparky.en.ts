/** The words of client/src/features/sparky, in English (staff screens: English only, docs/decisions.md). */
export const sparkyEn = {} as const;
