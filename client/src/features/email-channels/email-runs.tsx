import {
  EMAIL_RUN_STATUS_LABELS,
  EMAIL_RUN_TRIGGER_LABELS,
  type EmailChannelRun,
  type EmailRunStatus,
  EMAIL_CHANNEL_MESSAGES as M,
} from '@domain/email-channels';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import type { Tone } from '@/ui/tone';
import { useEmailRuns } from './use-email-runs';

const TONES: Record<EmailRunStatus, Tone> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

const Errors = ({ run }: { run: EmailChannelRun }) => {
  const { t } = useTranslation('emailChannels');
  return run.errors.length === 0 ? (
    <span className="text-subtle-fg">{t('runs.none')}</span>
  ) : (
    <ul className="flex flex-col gap-1">
      {run.errors.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a run's error lines never move.
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
};

/** A channel's runs, newest first: when, how it started, what it did, what went wrong. */
export function EmailRuns({ channelId, address }: { channelId: string; address: string }) {
  const { t } = useTranslation('emailChannels');
  const runs = useEmailRuns(channelId);
  if (runs.isPending) return <Skeleton className="m-4 h-16" />;
  if (runs.isError) return <LoadError bare title={M.runsFailed} query={runs} />;
  if (runs.data.length === 0)
    return <EmptyState icon={History} className="py-6" title={M.noRuns} description={M.noRunsHint} />;
  return (
    <>
      <Table
        aria-label={t('runs.label', { address })}
        className="hidden md:table"
        containerClassName="hidden md:block"
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('runs.started')}</TableHead>
            <TableHead>{t('runs.how')}</TableHead>
            <TableHead>{t('runs.status')}</TableHead>
            <TableHead className="text-right">{t('runs.newTickets')}</TableHead>
            <TableHead className="text-right">{t('runs.replies')}</TableHead>
            <TableHead className="text-right">{t('runs.skipped')}</TableHead>
            <TableHead className="text-right">{t('runs.failed')}</TableHead>
            <TableHead>{t('runs.errors')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(r.startedAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{EMAIL_RUN_TRIGGER_LABELS[r.trigger]}</TableCell>
              <TableCell>
                <StatusBadge status={r.status} labels={EMAIL_RUN_STATUS_LABELS} tones={TONES} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{r.ticketsCreated}</TableCell>
              <TableCell className="text-right tabular-nums">{r.repliesAdded}</TableCell>
              <TableCell className="text-right tabular-nums">{r.skipped}</TableCell>
              <TableCell className="text-right tabular-nums">{r.failed}</TableCell>
              <TableCell className="min-w-48 text-xs break-words text-muted-fg">
                <Errors run={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul aria-label={t('runs.label', { address })} className="divide-y divide-border md:hidden">
        {runs.data.map((r) => (
          <li key={r.id} className="flex flex-col gap-1.5 px-4 py-3 text-[13px]">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} labels={EMAIL_RUN_STATUS_LABELS} tones={TONES} />
              <span className="text-muted-fg">
                {formatDateTime(r.startedAt)} · {EMAIL_RUN_TRIGGER_LABELS[r.trigger]}
              </span>
            </div>
            <p className="text-fg">
              {t('runs.summary', {
                created: r.ticketsCreated,
                replies: r.repliesAdded,
                skipped: r.skipped,
                failed: r.failed,
              })}
            </p>
            {r.errors.length > 0 && (
              <div className="text-xs break-words text-muted-fg">
                <Errors run={r} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
