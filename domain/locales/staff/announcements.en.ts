/** The words of client/src/features/announcements, in English (staff screens: English only, docs/decisions.md). */
export const announcementsEn = {} as const;
