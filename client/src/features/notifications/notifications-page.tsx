import { NOTIFICATION_MESSAGES, type Notification } from '@domain/notifications';
import { BellOff, Check, CheckCheck, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { ListFooter } from '@/ui/list-footer';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { internalPath } from './notification-display';
import type { NotificationFilter } from './notification-keys';
import { NotificationTime, UnreadDot } from './notification-summary';
import { useLatestNotifications } from './use-latest-notifications';
import { useMarkAllRead } from './use-mark-all-read';
import { useMarkRead } from './use-mark-read';
import { useNotifications } from './use-notifications';

/** /notifications: everything the portal told the user, newest first (see docs/product.md#notifications-bell). */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const unread = useLatestNotifications().data?.unread ?? 0;
  const markAll = useMarkAllRead();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="What happened to your tickets and your district, newest first."
        actions={
          <>
            <Link to="/account#notifications" className={buttonClasses('ghost')}>
              <Settings2 /> Preferences
            </Link>
            <Button
              variant="secondary"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {!markAll.isPending && <CheckCheck />} Mark all read
            </Button>
          </>
        }
      />
      <Tabs value={filter} onValueChange={(v) => setFilter(v as NotificationFilter)}>
        <TabsList aria-label="Show">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">
            Unread
            {unread > 0 && <span className="text-subtle-fg tabular-nums">({unread})</span>}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <History filter="all" />
        </TabsContent>
        <TabsContent value="unread">
          <History filter="unread" />
        </TabsContent>
      </Tabs>
    </>
  );
}

function History({ filter }: { filter: NotificationFilter }) {
  const list = useNotifications(filter);
  const rows = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  return (
    <Card className="overflow-hidden">
      {list.isPending ? (
        <LoadingState message="Loading notifications..." />
      ) : list.isError ? (
        <LoadError bare title="Notifications could not be loaded." query={list} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={NOTIFICATION_MESSAGES.empty}
          description={
            filter === 'unread'
              ? 'Nothing is waiting for you.'
              : 'When something happens to your tickets, it will show here.'
          }
        />
      ) : (
        <>
          <ul aria-label="Notifications" className="divide-y divide-border">
            {rows.map((n) => (
              <HistoryItem key={n.id} notification={n} />
            ))}
          </ul>
          <ListFooter query={list} className="sm:px-5">
            Showing {rows.length} {rows.length === 1 ? 'notification' : 'notifications'}
          </ListFooter>
        </>
      )}
    </Card>
  );
}

function HistoryItem({ notification: n }: { notification: Notification }) {
  const markRead = useMarkRead();
  const unread = n.readAt === null;
  const to = internalPath(n.link);
  const titleClasses = cn('text-sm text-fg', unread ? 'font-semibold' : 'font-medium');
  return (
    <li className={cn('flex items-start gap-3 px-4 py-3.5 sm:px-5', unread && 'bg-brand-soft/40')}>
      <UnreadDot unread={unread} className="mt-1.5" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          {to ? (
            <Link
              to={to}
              onClick={() => unread && markRead.mutate(n.id)}
              className={cn(titleClasses, 'min-w-0 break-words hover:underline')}
            >
              {n.title}
            </Link>
          ) : (
            <p className={cn(titleClasses, 'min-w-0 break-words')}>{n.title}</p>
          )}
          <NotificationTime notification={n} />
        </div>
        <p className="mt-0.5 text-sm break-words text-muted-fg">{n.body}</p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 shrink-0"
          aria-label={`Mark read: ${n.title}`}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(n.id)}
        >
          {!markRead.isPending && <Check />}
          <span className="max-sm:sr-only">Mark read</span>
        </Button>
      )}
    </li>
  );
}
