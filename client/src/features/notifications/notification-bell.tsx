import { NOTIFICATION_MESSAGES, type Notification } from '@domain/notifications';
import { Bell, BellOff, CheckCheck, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { Spinner } from '@/ui/spinner';
import { bellLabel, unreadBadgeText } from './notification-display';
import { NotificationTime, UnreadDot } from './notification-summary';
import { useLatestNotifications } from './use-latest-notifications';
import { useMarkAllRead } from './use-mark-all-read';
import { useOpenNotification } from './use-open-notification';

/**
 * The bell of the shell (see docs/product.md#notifications-bell): the unread count, and a menu of
 * the latest notifications with Mark all read and See all. Choosing one marks it read and opens
 * what it is about.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  // A notification that leads somewhere takes the focus there, not back to the bell.
  const leaving = useRef(false);
  const unread = latest.data?.unread ?? 0;
  const badge = unreadBadgeText(unread);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={bellLabel(unread)}
          className={cn('relative', className)}
        >
          <Bell />
          {badge && (
            <span
              aria-hidden
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-danger-fg tabular-nums ring-2 ring-surface"
            >
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        flush
        collisionPadding={8}
        onCloseAutoFocus={(e) => {
          if (leaving.current) e.preventDefault();
          leaving.current = false;
        }}
        className="flex max-h-(--radix-dropdown-menu-content-available-height) w-[min(24rem,calc(100vw-1rem))] flex-col"
      >
        <div className="flex min-h-11 items-center justify-between gap-2 border-b border-border py-1.5 pr-1.5 pl-3">
          <p className="text-sm font-semibold text-fg">
            {t('bell.title')}
            {unread > 0 && (
              <span className="ml-1.5 font-normal text-muted-fg">{t('bell.unread', { unread })}</span>
            )}
          </p>
          {unread > 0 && (
            <DropdownMenuItem
              disabled={markAll.isPending}
              onSelect={(e) => {
                e.preventDefault();
                markAll.mutate();
              }}
              className="h-8 shrink-0 text-[13px] font-medium"
            >
              <CheckCheck /> {t('bell.markAllRead')}
            </DropdownMenuItem>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-1">
          {latest.isPending ? (
            <p className="flex items-center justify-center gap-2 px-3 py-8 text-sm text-muted-fg">
              <Spinner size="sm" label={null} /> {t('bell.loading')}
            </p>
          ) : latest.isError ? (
            <div className="flex flex-col items-center gap-2 px-3 py-6 text-center">
              <TriangleAlert aria-hidden className="size-5 text-subtle-fg" />
              <p className="text-sm text-fg">{t('bell.loadFailed')}</p>
              <DropdownMenuItem
                onSelect={(e) => {
                  e.preventDefault();
                  void latest.refetch();
                }}
                className="font-medium"
              >
                {t('bell.tryAgain')}
              </DropdownMenuItem>
            </div>
          ) : latest.data.notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-3 py-8 text-center">
              <BellOff aria-hidden className="size-5 text-subtle-fg" />
              <p className="text-sm text-muted-fg">{NOTIFICATION_MESSAGES.empty}</p>
            </div>
          ) : (
            latest.data.notifications.map((n) => (
              <BellItem
                key={n.id}
                notification={n}
                onSelect={() => {
                  leaving.current = open(n);
                }}
              />
            ))
          )}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="p-1">
          <DropdownMenuItem asChild className="justify-center font-medium">
            <Link to="/notifications">{t('bell.seeAll')}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function BellItem({ notification: n, onSelect }: { notification: Notification; onSelect: () => void }) {
  const unread = n.readAt === null;
  return (
    <DropdownMenuItem multiline onSelect={onSelect}>
      <UnreadDot unread={unread} className="mt-1.5" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={cn('min-w-0 truncate text-[13px] text-fg', unread ? 'font-semibold' : 'font-medium')}
            title={n.title}
          >
            {n.title}
          </span>
          <NotificationTime notification={n} className="text-[11px]" />
        </span>
        <span className="line-clamp-2 text-xs text-muted-fg" title={n.body}>
          {n.body}
        </span>
      </span>
    </DropdownMenuItem>
  );
}
