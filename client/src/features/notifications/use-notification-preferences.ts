import { notificationsApi } from '@domain/api/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** What the user receives of every kind, in the portal and by email. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => api(notificationsApi.preferences),
  });
}
