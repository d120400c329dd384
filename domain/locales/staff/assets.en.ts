/** The words of client/src/features/assets, in English (staff screens: English only, docs/decisions.md). */
export const assetsEn = {} as const;
