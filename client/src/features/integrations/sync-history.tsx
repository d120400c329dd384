import type { SyncRun } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { History } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import type { Tone } from '@/ui/tone';
import { useSyncRuns } from './use-sync-runs';

const STATUS: Record<SyncRun['status'], { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'gray' },
  running: { label: 'Running', tone: 'blue' },
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  awaiting_approval: { label: 'Awaiting approval', tone: 'orange' },
};
const TRIGGER: Record<SyncRun['trigger'], string> = {
  manual: 'Sync now',
  schedule: 'Scheduled',
  callback: 'Callback',
};

/** The sync history: start, end, items in and out, what else it did, errors. */
export function SyncHistory({ name, districtId }: { name: IntegrationSlug; districtId: string }) {
  const runs = useSyncRuns(name, districtId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sync history</CardTitle>
        <CardDescription>
          Every run, newest first: when, how it started, what came in and went out.
        </CardDescription>
      </CardHeader>
      {runs.isPending ? (
        <div className="px-5 pb-5">
          <Skeleton className="h-20" />
        </div>
      ) : runs.isError ? (
        <div className="px-5 pb-5">
          <LoadError title="The sync history could not be loaded." query={runs} />
        </div>
      ) : runs.data.length === 0 ? (
        <EmptyState
          icon={History}
          className="py-8"
          title="No syncs yet"
          description="Save the settings, then Sync now."
        />
      ) : (
        <Table aria-label="Sync history">
          <TableHeader>
            <TableRow>
              <TableHead>Started</TableHead>
              <TableHead>Finished</TableHead>
              <TableHead>Trigger</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">In</TableHead>
              <TableHead className="text-right">Out</TableHead>
              <TableHead>Details and errors</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(r.startedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {r.finishedAt ? formatDateTime(r.finishedAt) : '—'}
                </TableCell>
                <TableCell>{TRIGGER[r.trigger]}</TableCell>
                <TableCell>
                  <Badge tone={STATUS[r.status].tone} dot>
                    {STATUS[r.status].label}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{r.itemsIn}</TableCell>
                <TableCell className="text-right tabular-nums">{r.itemsOut}</TableCell>
                <TableCell className="min-w-48 text-xs break-words text-muted-fg">
                  {r.summary && <span className="block text-fg">{r.summary}</span>}
                  {r.errors.length === 0 ? (r.summary ? null : 'None') : r.errors.join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
