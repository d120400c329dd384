import { JOB_VIEW_LABELS, JOB_VIEW_STATES, type Job, type JobViewState } from '@domain/jobs';
import { RotateCw, ServerCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { attemptsText, JOB_TIMING_LABELS, jobTimingAt } from './operations-display';
import { Fact, JobStateBadge, When } from './operations-parts';
import { useJobs } from './use-jobs';
import { useRetryJob } from './use-retry-job';

/**
 * /admin/jobs, for Five Star administrators: background jobs by state, with their error, and
 * Retry for a failed one (see docs/product.md#operations).
 */
export function JobsPage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<JobViewState>('failed');
  return (
    <>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <Tabs value={state} onValueChange={(v) => setState(v as JobViewState)}>
        <TabsList aria-label={t('jobs.tabsLabel')} className="w-full sm:w-auto">
          {JOB_VIEW_STATES.map((s) => (
            <TabsTrigger key={s} value={s}>
              {JOB_VIEW_LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        {JOB_VIEW_STATES.map((s) => (
          <TabsContent key={s} value={s}>
            <JobList state={s} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function JobList({ state }: { state: JobViewState }) {
  const { t } = useTranslation('admin');
  const jobs = useJobs(state);
  const retry = useRetryJob();
  const retrying = (job: Job) => retry.isPending && retry.variables === job.id;
  const actions = { onRetry: (job: Job) => retry.mutate(job.id), retrying };
  return (
    <Card className="overflow-hidden">
      {jobs.isPending ? (
        <LoadingState message={t('jobs.loading')} />
      ) : jobs.isError ? (
        <LoadError bare title={t('jobs.failed')} query={jobs} />
      ) : jobs.data.length === 0 ? (
        <EmptyState icon={ServerCog} title={t(`jobs.empty.${state}`)} />
      ) : (
        <>
          <JobTable jobs={jobs.data} state={state} {...actions} />
          <JobCards jobs={jobs.data} {...actions} />
        </>
      )}
    </Card>
  );
}

interface JobListProps {
  jobs: Job[];
  onRetry: (job: Job) => void;
  retrying: (job: Job) => boolean;
}

function JobTable({ jobs, state, onRetry, retrying }: JobListProps & { state: JobViewState }) {
  const { t } = useTranslation('admin');
  const showError = state === 'failed' || state === 'queued';
  return (
    <Table
      aria-label={t('jobs.tableLabel', { state: JOB_VIEW_LABELS[state] })}
      className="hidden md:table"
      containerClassName="hidden md:block max-h-[70vh]"
    >
      <TableHeader>
        <TableRow>
          <TableHead>{t('jobs.name')}</TableHead>
          <TableHead className="w-28">{t('jobs.state')}</TableHead>
          <TableHead className="w-24">{t('jobs.attemptsHead')}</TableHead>
          {showError && <TableHead>{t('jobs.error')}</TableHead>}
          <TableHead className="w-36">{t('jobs.created')}</TableHead>
          <TableHead className="w-36">{JOB_TIMING_LABELS[state]}</TableHead>
          {state === 'failed' && (
            <TableHead className="w-24 text-right">
              <span className="sr-only">{t('jobs.actions')}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell className="font-mono text-[13px] break-all">{job.name}</TableCell>
            <TableCell>
              <JobStateBadge state={job.state} />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{attemptsText(job)}</TableCell>
            {showError && (
              <TableCell className="max-w-96 text-[13px] text-muted-fg">
                <span className="line-clamp-3 break-words" title={job.error ?? undefined}>
                  {job.error ?? '—'}
                </span>
              </TableCell>
            )}
            <TableCell className="whitespace-nowrap text-muted-fg">
              <When at={job.createdAt} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg">
              <When at={jobTimingAt(job)} />
            </TableCell>
            {state === 'failed' && (
              <TableCell className="text-right">
                <RetryButton job={job} onRetry={onRetry} loading={retrying(job)} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one stacked card per job. */
function JobCards({ jobs, onRetry, retrying }: JobListProps) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('jobs.listLabel')} className="divide-y divide-border md:hidden">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0 font-mono text-[13px] break-all text-fg">{job.name}</span>
            <JobStateBadge state={job.state} />
          </div>
          {job.error && <p className="text-[13px] break-words text-tone-red-fg">{job.error}</p>}
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <Fact term={t('jobs.attemptsHead')} value={attemptsText(job)} />
            <Fact term={t('jobs.created')} value={<When at={job.createdAt} />} />
            <Fact term={JOB_TIMING_LABELS[job.state]} value={<When at={jobTimingAt(job)} />} />
          </dl>
          {job.state === 'failed' && (
            <RetryButton job={job} onRetry={onRetry} loading={retrying(job)} className="self-start" />
          )}
        </li>
      ))}
    </ul>
  );
}

function RetryButton({
  job,
  onRetry,
  loading,
  className,
}: {
  job: Job;
  onRetry: (job: Job) => void;
  loading: boolean;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={loading}
      onClick={() => onRetry(job)}
      className={className}
    >
      {!loading && <RotateCw />}
      {t('jobs.retry')}
      <span className="sr-only"> {job.name}</span>
    </Button>
  );
}
