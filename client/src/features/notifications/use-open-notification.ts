import type { Notification } from '@domain/notifications';
import { useNavigate } from 'react-router';
import { internalPath } from './notification-display';
import { useMarkRead } from './use-mark-read';

/**
 * Opening a notification: it is marked read, and the app goes to what it is about (a ticket
 * opens in its details dialog). Returns whether it led somewhere.
 */
export function useOpenNotification(): (notification: Notification) => boolean {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    const to = internalPath(notification.link);
    if (to) void navigate(to);
    return to !== null;
  };
}
