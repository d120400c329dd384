import { NOTIFICATION_MESSAGES } from '@domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { applyRead } from './notification-keys';

export const markAllNotificationsRead = () =>
  apiRequest<{ unread: number }>('POST', '/api/notifications/read-all');

/** POST /api/notifications/read-all: the count goes away, every listed one shows read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => applyRead(queryClient, () => true, unread),
    onError: (err) => failureToast(NOTIFICATION_MESSAGES.markFailed, err),
  });
}
