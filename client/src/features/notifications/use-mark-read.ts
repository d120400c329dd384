import { notificationsApi } from '@domain/api/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { applyRead } from './notification-keys';

/** POST /api/notifications/:id/read; the bell and the history show it read at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useApiMutation(notificationsApi.markRead, {
    input: (id: string) => ({ params: { id } }),
    failure: NOTIFICATION_MESSAGES.markFailed,
    onSuccess: ({ unread }, id) => applyRead(queryClient, (n) => n.id === id, unread),
  });
}
