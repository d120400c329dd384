import { notificationsApi } from '@domain/api/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** How many the bell's menu lists. */
export const BELL_SIZE = 8;

/**
 * The bell: the latest notifications and the unread count. Refreshed by a live `notification`
 * event (use-notifications-live.ts) and whenever the tab regains focus, since events sent while
 * the socket was down are not sent again.
 */
export function useLatestNotifications() {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: () => api(notificationsApi.list, { query: { limit: BELL_SIZE } }),
    refetchOnWindowFocus: 'always',
  });
}
