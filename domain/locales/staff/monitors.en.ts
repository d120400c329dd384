/** The words of client/src/features/monitors, in English (staff screens: English only, docs/decisions.md). */
export const monitorsEn = {} as const;
