/**
 * The words of client/src/features/notifications, in English. A requester meets the bell and the
 * preferences on /account too, so it is in every language: Spanish in notifications.es.ts.
 */
import { NOTIFICATION_KINDS, NOTIFICATION_RULES, type NotificationKind } from '../notifications.ts';

/** Each kind's name and what it is about: the domain's own words. */
const kinds = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [
    kind,
    { label: NOTIFICATION_RULES[kind].label, description: NOTIFICATION_RULES[kind].description },
  ]),
) as Record<NotificationKind, { label: string; description: string }>;

export const notificationsEn = {
  kinds,
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{unread}} unread',
    title: 'Notifications',
    unread: '{{unread}} unread',
    markAllRead: 'Mark all read',
    loading: 'Loading notifications…',
    loadFailed: 'Notifications could not be loaded.',
    tryAgain: 'Try again',
    seeAll: 'See all notifications',
  },
  preferences: {
    title: 'Notifications',
    description: 'Choose what you hear about in the portal (the bell) and by email.',
    loadFailed: 'Your notification preferences could not be loaded.',
    save: 'Save preferences',
    inApp: 'In the portal',
    email: 'By email',
    emailOnly: 'Sent by email only.',
    inAppOnly: 'Shown in the portal only.',
  },
  summary: {
    unread: 'Unread: ',
  },
  page: {
    title: 'Notifications',
    description: 'What happened to your tickets and your district, newest first.',
    preferences: 'Preferences',
    markAllRead: 'Mark all read',
    tabsLabel: 'Show',
    all: 'All',
    unread: 'Unread',
    loading: 'Loading notifications...',
    loadFailed: 'Notifications could not be loaded.',
    emptyUnread: 'Nothing is waiting for you.',
    emptyAll: 'When something happens to your tickets, it will show here.',
    listLabel: 'Notifications',
    footer_one: 'Showing {{count}} notification',
    footer_other: 'Showing {{count}} notifications',
    markReadLabel: 'Mark read: {{title}}',
    markRead: 'Mark read',
  },
} as const;
