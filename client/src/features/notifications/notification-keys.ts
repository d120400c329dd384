import type { Notification, NotificationPage } from '@domain/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** The history's filter: every notification, or the unread ones. */
export type NotificationFilter = 'all' | 'unread';

/**
 * Query keys: the bell's latest and the history's pages sit under ['notifications'] (a live
 * notification refreshes both); preferences have a key of their own.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  preferences: ['notification-preferences'] as const,
};

/**
 * Marks the notifications that `match` as read in every cached answer (the bell's and the
 * history's), with the unread count the server gave.
 */
export function applyRead(
  queryClient: QueryClient,
  match: (n: Notification) => boolean,
  unread: number,
): void {
  const readAt = new Date().toISOString();
  const page = (p: NotificationPage): NotificationPage => ({
    ...p,
    unread,
    notifications: p.notifications.map((n) => (n.readAt === null && match(n) ? { ...n, readAt } : n)),
  });
  queryClient.setQueryData<NotificationPage>(notificationKeys.latest, (old) => old && page(old));
  queryClient.setQueriesData<InfiniteData<NotificationPage>>(
    { queryKey: [...notificationKeys.all, 'list'] },
    (old) => old && { ...old, pages: old.pages.map(page) },
  );
}
