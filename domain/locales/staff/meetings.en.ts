/** The words of client/src/features/meetings, in English (staff screens: English only, docs/decisions.md). */
export const meetingsEn = {} as const;
