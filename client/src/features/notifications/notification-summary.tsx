import type { Notification } from '@domain/notifications';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/format';

/** The unread marker: a dot (and the word, for screen readers); an empty slot once read. */
export function UnreadDot({ unread, className }: { unread: boolean; className?: string }) {
  const { t } = useTranslation('notifications');
  return (
    <span className={cn('flex size-2 shrink-0', className)}>
      {unread && (
        <>
          <span aria-hidden className="size-2 rounded-full bg-brand" />
          <span className="sr-only">{t('summary.unread')}</span>
        </>
      )}
    </span>
  );
}

/** When it came: "5 minutes ago", with the full time on hover. */
export function NotificationTime({
  notification,
  className,
}: {
  notification: Notification;
  className?: string;
}) {
  return (
    <time
      dateTime={notification.createdAt}
      title={formatDateTime(notification.createdAt)}
      className={cn('text-xs whitespace-nowrap text-subtle-fg', className)}
    >
      {formatRelative(notification.createdAt)}
    </time>
  );
}
