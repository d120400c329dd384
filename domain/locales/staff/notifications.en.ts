/** The words of client/src/features/notifications, in English (staff screens: English only, docs/decisions.md). */
export const notificationsEn = {} as const;
