import { NOTIFICATION_MESSAGES } from '@domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { applyRead } from './notification-keys';

export const markNotificationRead = (id: string) =>
  apiRequest<{ unread: number }>('POST', `/api/notifications/${encodeURIComponent(id)}/read`);

/** POST /api/notifications/:id/read; the bell and the history show it read at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }, id) => applyRead(queryClient, (n) => n.id === id, unread),
    onError: (err) => failureToast(NOTIFICATION_MESSAGES.markFailed, err),
  });
}
