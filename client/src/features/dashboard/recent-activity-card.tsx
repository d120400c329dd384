import { type ActivityEntry, DASHBOARD_MESSAGES } from '@domain/dashboard';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

/** The admin view's recent activity, from the activity log of every district. */
export function RecentActivityCard({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recentActivity.title')}</CardTitle>
        <CardDescription>{t('recentActivity.description')}</CardDescription>
      </CardHeader>
      {entries.length === 0 ? (
        <EmptyState icon={Activity} title={DASHBOARD_MESSAGES.noActivity} className="py-10" />
      ) : (
        <ol className="flex flex-col border-t border-border">
          {entries.map((e) => (
            <li key={e.id} className="flex gap-3 border-b border-border px-5 py-3 last:border-b-0">
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" />
              <div className="min-w-0">
                <p className="text-sm text-fg">{e.summary}</p>
                <p className="mt-0.5 break-words text-xs text-subtle-fg">
                  {e.districtName} ·{' '}
                  <time dateTime={e.createdAt} title={formatDateTime(e.createdAt)}>
                    {formatRelative(e.createdAt)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
