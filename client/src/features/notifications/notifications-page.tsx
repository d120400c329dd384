import { NOTIFICATION_MESSAGES, type Notification } from '@domain/notifications';
import { BellOff, Check, CheckCheck, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const unread = useLatestNotifications().data?.unread ?? 0;
  const markAll = useMarkAllRead();
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Link to="/account#notifications" className={buttonClasses('ghost')}>
              <Settings2 /> {t('page.preferences')}
            </Link>
            <Button
              variant="secondary"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {!markAll.isPending && <CheckCheck />} {t('page.markAllRead')}
            </Button>
          </>
        }
      />
      <Tabs value={filter} onValueChange={(v) => setFilter(v as NotificationFilter)}>
        <TabsList aria-label={t('page.tabsLabel')}>
          <TabsTrigger value="all">{t('page.all')}</TabsTrigger>
          <TabsTrigger value="unread">
            {t('page.unread')}
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
  const { t } = useTranslation('notifications');
  const list = useNotifications(filter);
  const rows = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  return (
    <Card className="overflow-hidden">
      {list.isPending ? (
        <LoadingState message={t('page.loading')} />
      ) : list.isError ? (
        <LoadError bare title={t('page.loadFailed')} query={list} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={NOTIFICATION_MESSAGES.empty}
          description={filter === 'unread' ? t('page.emptyUnread') : t('page.emptyAll')}
        />
      ) : (
        <>
          <ul aria-label={t('page.listLabel')} className="divide-y divide-border">
            {rows.map((n) => (
              <HistoryItem key={n.id} notification={n} />
            ))}
          </ul>
          <ListFooter query={list} className="sm:px-5">
            {t('page.footer', { count: rows.length })}
          </ListFooter>
        </>
      )}
    </Card>
  );
}

function HistoryItem({ notification: n }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
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
          aria-label={t('page.markReadLabel', { title: n.title })}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(n.id)}
        >
          {!markRead.isPending && <Check />}
          <span className="max-sm:sr-only">{t('page.markRead')}</span>
        </Button>
      )}
    </li>
  );
}
