import { BULK_OPERATION_LABELS, type BulkOperation } from '@domain/admin';
import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { urlOf } from '@domain/api/endpoint';
import { Download, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Badge, StatusBadge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { ImportProgress } from '@/ui/import-progress';
import {
  BULK_STATUS_LABELS,
  BULK_STATUS_TONES,
  countsText,
  OUTCOME_LABELS,
  OUTCOME_TONES,
} from './bulk-display';
import { useRetryBulkDistrict } from './use-retry-bulk-district';

/** A run: its live progress, then how each district ended, with Retry for a failed one and a backup's download. */
export function BulkRunResults({ run }: { run: BulkOperation }) {
  const { t } = useTranslation('admin');
  const retry = useRetryBulkDistrict(run.id);
  const finished = run.status === 'completed';
  return (
    <Card aria-labelledby={`run-${run.id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id={`run-${run.id}`}>
            {BULK_OPERATION_LABELS[run.operation]}
            {run.dryRun ? t('bulk.results.dryRunSuffix') : ''}
          </CardTitle>
          <p className="mt-1 text-xs text-muted-fg">
            {run.createdBy} · {formatDateTime(run.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {run.dryRun && <Badge tone="purple">{t('bulk.results.dryRunBadge')}</Badge>}
          <StatusBadge status={run.status} labels={BULK_STATUS_LABELS} tones={BULK_STATUS_TONES} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ImportProgress
          label={
            finished
              ? t('bulk.results.done', { counts: countsText(run.counts) })
              : t('bulk.results.progress', {
                  done: run.done,
                  total: run.total,
                  counts: countsText(run.counts),
                })
          }
          value={run.total ? run.done / run.total : 0}
        />
        <ul
          aria-label={t('bulk.results.listLabel')}
          className="divide-y divide-border rounded-md border border-border"
        >
          {run.results.map((r) => (
            <li key={r.districtId} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium text-fg">{r.districtName}</span>
                  <StatusBadge status={r.outcome} labels={OUTCOME_LABELS} tones={OUTCOME_TONES} />
                </div>
                {r.detail && <p className="mt-1 text-sm break-words text-muted-fg">{r.detail}</p>}
              </div>
              {r.outcome === 'failed' && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={retry.isPending && retry.variables === r.districtId}
                  onClick={() => retry.mutate(r.districtId)}
                  aria-label={t('bulk.results.retryLabel', { district: r.districtName })}
                >
                  <RotateCw aria-hidden className="size-3.5" />
                  {t('bulk.results.retry')}
                </Button>
              )}
              {r.backupId && (
                <a
                  href={urlOf(bulkOperationsApi.backup, { params: { id: r.backupId } })}
                  download
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('bulk.results.downloadLabel', { district: r.districtName })}
                >
                  <Download aria-hidden className="size-3.5" />
                  {t('bulk.results.download')}
                </a>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
