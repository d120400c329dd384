import { notificationsApi } from '@domain/api/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type NotificationFilter, notificationKeys } from './notification-keys';

/** The history, newest first, a page at a time (the answer's `nextCursor` continues it). */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api(notificationsApi.list, {
        query: { unread: filter === 'unread' ? 'true' : undefined, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
