// What other features and the shell may use of notifications.
export { NotificationBell } from './notification-bell';
export { NotificationPreferencesSection } from './notification-preferences-section';
export { useNotificationsLive } from './use-notifications-live';
