import { BULK_OPERATION_LABELS } from '@domain/admin';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Badge, StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { BULK_STATUS_LABELS, BULK_STATUS_TONES, countsText } from './bulk-display';
import { useBulkOperations } from './use-bulk-operations';

/** Past runs, newest first: what, who, when and how their districts ended; View opens one. */
export function BulkPastRuns({ onView, current }: { onView: (id: string) => void; current: string | null }) {
  const { t } = useTranslation('admin');
  const runs = useBulkOperations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('bulk.pastRuns.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <LoadingState message={t('bulk.pastRuns.loading')} className="py-8" />
        ) : runs.isError ? (
          <LoadError title={t('bulk.pastRuns.failed')} query={runs} />
        ) : runs.data.length === 0 ? (
          <EmptyState
            icon={History}
            title={t('bulk.pastRuns.emptyTitle')}
            description={t('bulk.pastRuns.emptyDescription')}
          />
        ) : (
          <ul aria-label={t('bulk.pastRuns.listLabel')} className="divide-y divide-border">
            {runs.data.map((run) => (
              <li key={run.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-fg">
                      {BULK_OPERATION_LABELS[run.operation]}
                    </span>
                    {run.dryRun && <Badge tone="purple">{t('bulk.pastRuns.dryRun')}</Badge>}
                    <StatusBadge status={run.status} labels={BULK_STATUS_LABELS} tones={BULK_STATUS_TONES} />
                  </div>
                  <p className="mt-1 text-xs text-muted-fg">
                    {run.createdBy} · {formatDateTime(run.createdAt)} ·{' '}
                    {t('bulk.pastRuns.districts', { count: run.total })} · {countsText(run.counts)}
                  </p>
                </div>
                <Button
                  variant={current === run.id ? 'primary' : 'secondary'}
                  size="sm"
                  onClick={() => onView(run.id)}
                  aria-label={t('bulk.pastRuns.viewLabel', {
                    operation: BULK_OPERATION_LABELS[run.operation],
                    at: formatDateTime(run.createdAt),
                  })}
                  aria-pressed={current === run.id}
                >
                  {t('bulk.pastRuns.view')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
