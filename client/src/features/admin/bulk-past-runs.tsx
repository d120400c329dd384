import { BULK_OPERATION_LABELS } from '@domain/admin';
import { History } from 'lucide-react';
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
  const runs = useBulkOperations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Past runs</CardTitle>
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <LoadingState message="Loading past runs..." className="py-8" />
        ) : runs.isError ? (
          <LoadError title="Past runs could not be loaded." query={runs} />
        ) : runs.data.length === 0 ? (
          <EmptyState
            icon={History}
            title="No operation has run yet."
            description="Runs appear here with their results."
          />
        ) : (
          <ul aria-label="Past runs" className="divide-y divide-border">
            {runs.data.map((run) => (
              <li key={run.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-fg">
                      {BULK_OPERATION_LABELS[run.operation]}
                    </span>
                    {run.dryRun && <Badge tone="purple">Dry run</Badge>}
                    <StatusBadge status={run.status} labels={BULK_STATUS_LABELS} tones={BULK_STATUS_TONES} />
                  </div>
                  <p className="mt-1 text-xs text-muted-fg">
                    {run.createdBy} · {formatDateTime(run.createdAt)} · {run.total} district
                    {run.total === 1 ? '' : 's'} · {countsText(run.counts)}
                  </p>
                </div>
                <Button
                  variant={current === run.id ? 'primary' : 'secondary'}
                  size="sm"
                  onClick={() => onView(run.id)}
                  aria-label={`View results of ${BULK_OPERATION_LABELS[run.operation]} on ${formatDateTime(run.createdAt)}`}
                  aria-pressed={current === run.id}
                >
                  View
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
