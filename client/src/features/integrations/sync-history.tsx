import type { SyncRun } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import type { Tone } from '@/ui/tone';
import { useSyncRuns } from './use-sync-runs';

const STATUS: Record<SyncRun['status'], { tone: Tone }> = {
  queued: { tone: 'gray' },
  running: { tone: 'blue' },
  succeeded: { tone: 'green' },
  failed: { tone: 'red' },
  awaiting_approval: { tone: 'orange' },
};

/** The sync history: start, end, items in and out, what else it did, errors. */
export function SyncHistory({ name, districtId }: { name: IntegrationSlug; districtId: string }) {
  const runs = useSyncRuns(name, districtId);
  const { t } = useTranslation('integrations');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      {runs.isPending ? (
        <div className="px-5 pb-5">
          <Skeleton className="h-20" />
        </div>
      ) : runs.isError ? (
        <div className="px-5 pb-5">
          <LoadError title={t('history.loadFailed')} query={runs} />
        </div>
      ) : runs.data.length === 0 ? (
        <EmptyState
          icon={History}
          className="py-8"
          title={t('history.empty.title')}
          description={t('history.empty.description')}
        />
      ) : (
        <Table aria-label={t('history.label')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('history.columns.started')}</TableHead>
              <TableHead>{t('history.columns.finished')}</TableHead>
              <TableHead>{t('history.columns.trigger')}</TableHead>
              <TableHead>{t('history.columns.status')}</TableHead>
              <TableHead className="text-right">{t('history.columns.in')}</TableHead>
              <TableHead className="text-right">{t('history.columns.out')}</TableHead>
              <TableHead>{t('history.columns.details')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(r.startedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {r.finishedAt ? formatDateTime(r.finishedAt) : '—'}
                </TableCell>
                <TableCell>{t(`history.trigger.${r.trigger}`)}</TableCell>
                <TableCell>
                  <Badge tone={STATUS[r.status].tone} dot>
                    {t(`history.status.${r.status}`)}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{r.itemsIn}</TableCell>
                <TableCell className="text-right tabular-nums">{r.itemsOut}</TableCell>
                <TableCell className="min-w-48 text-xs break-words text-muted-fg">
                  {r.summary && <span className="block text-fg">{r.summary}</span>}
                  {r.errors.length === 0 ? (r.summary ? null : t('history.none')) : r.errors.join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
