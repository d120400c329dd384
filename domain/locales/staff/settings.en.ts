/** The words of client/src/features/settings, in English (staff screens: English only, docs/decisions.md). */
export const settingsEn = {} as const;
