import { notificationsApi } from '@domain/api/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { applyRead } from './notification-keys';

/** POST /api/notifications/read-all: the count goes away, every listed one shows read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useApiMutation<typeof notificationsApi.markAllRead, void>(notificationsApi.markAllRead, {
    failure: NOTIFICATION_MESSAGES.markFailed,
    onSuccess: ({ unread }) => applyRead(queryClient, () => true, unread),
  });
}
