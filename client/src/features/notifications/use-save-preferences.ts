import { NOTIFICATION_MESSAGES, type NotificationPreference } from '@domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { notificationKeys } from './notification-keys';
import type { PreferencesAnswer } from './use-notification-preferences';

export const saveNotificationPreferences = (preferences: NotificationPreference[]) =>
  apiRequest<PreferencesAnswer>('PUT', '/api/notifications/preferences', { preferences });

/** PUT /api/notifications/preferences; toasts 'Preferences saved' or why it failed. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.preferences, answer);
      toast({ ...NOTIFICATION_MESSAGES.preferencesSaved, variant: 'success' });
    },
    onError: (err) => failureToast(NOTIFICATION_MESSAGES.preferencesFailed, err),
  });
}
