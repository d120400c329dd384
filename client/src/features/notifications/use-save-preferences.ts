import { notificationsApi } from '@domain/api/notifications';
import { NOTIFICATION_MESSAGES, type NotificationPreference } from '@domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/preferences; toasts 'Preferences saved' or why it failed. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useApiMutation(notificationsApi.savePreferences, {
    input: (preferences: NotificationPreference[]) => ({ body: { preferences } }),
    failure: NOTIFICATION_MESSAGES.preferencesFailed,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.preferences, answer);
      toast({ ...NOTIFICATION_MESSAGES.preferencesSaved, variant: 'success' });
    },
  });
}
