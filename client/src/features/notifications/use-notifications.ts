import type { NotificationPage } from '@domain/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { type NotificationFilter, notificationKeys } from './notification-keys';

export function fetchNotifications(filter: NotificationFilter, cursor?: string): Promise<NotificationPage> {
  const params = new URLSearchParams();
  if (filter === 'unread') params.set('unread', 'true');
  if (cursor) params.set('cursor', cursor);
  const query = params.size ? `?${params}` : '';
  return apiGet<NotificationPage>(`/api/notifications${query}`);
}

/** The history, newest first, a page at a time (the answer's `nextCursor` continues it). */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) => fetchNotifications(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
