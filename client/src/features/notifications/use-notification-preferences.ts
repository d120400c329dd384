import type { NotificationPreference } from '@domain/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { notificationKeys } from './notification-keys';

export interface PreferencesAnswer {
  preferences: NotificationPreference[];
}

export const fetchNotificationPreferences = () => apiGet<PreferencesAnswer>('/api/notifications/preferences');

/** What the user receives of every kind, in the portal and by email. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: fetchNotificationPreferences });
}
