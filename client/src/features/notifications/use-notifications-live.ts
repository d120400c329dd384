import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { notificationKeys } from './notification-keys';

/**
 * A `notification` event (sent only to the recipient's browsers) refreshes the bell and an open
 * history. Mounted once, by the app shell.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useWsEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
}
