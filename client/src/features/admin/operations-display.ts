import type { Job, JobViewState } from '@domain/jobs';
import type { MailStatus } from '@domain/mail';
import type { Tone } from '@/ui/tone';
// Relative: the unit tests, which run this file, know no `@/` alias (vitest.config.ts).
import { i18n } from '../../lib/i18n';

/** Job states: queued blue, running yellow, failed red, completed green. */
export const JOB_STATE_TONES: Record<JobViewState, Tone> = {
  queued: 'blue',
  running: 'yellow',
  failed: 'red',
  completed: 'green',
};

/** Mail: queued blue, sent green, failed red, waiting in the outbox orange. */
export const MAIL_STATUS_TONES: Record<MailStatus, Tone> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  outbox: 'orange',
};

/** Tries so far of all it may have (the first and its retries): "2 of 6". */
export function attemptsText(job: Pick<Job, 'attempts' | 'retryLimit'>): string {
  return i18n.t('admin:jobs.attempts', { attempts: job.attempts, limit: job.retryLimit + 1 });
}

/** The time that matters in each state, by its column's name. */
export const JOB_TIMING_LABELS: Record<JobViewState, string> = {
  get queued() {
    return i18n.t('admin:jobs.timing.queued');
  },
  get running() {
    return i18n.t('admin:jobs.timing.running');
  },
  get failed() {
    return i18n.t('admin:jobs.timing.failed');
  },
  get completed() {
    return i18n.t('admin:jobs.timing.completed');
  },
};

/**
 * The time that matters in a job's state: when a queued one runs next (a retry waits with
 * backoff), when a running one started, when a failed or completed one finished.
 */
export function jobTimingAt(
  job: Pick<Job, 'state' | 'runAfter' | 'startedAt' | 'finishedAt'>,
): string | null {
  switch (job.state) {
    case 'queued':
      return job.runAfter;
    case 'running':
      return job.startedAt;
    default:
      return job.finishedAt;
  }
}

/** The web addresses in a mail's text, in order, each once (an invitation's link, for one). */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((url) => url.replace(/[.,;:!?]+$/, '')))];
}
