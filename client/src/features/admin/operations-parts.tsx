import { JOB_VIEW_LABELS, type JobViewState } from '@domain/jobs';
import { MAIL_STATUS_LABELS, type MailStatus } from '@domain/mail';
import type { ReactNode } from 'react';
import { formatDateTime, formatRelative } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { JOB_STATE_TONES, MAIL_STATUS_TONES } from './operations-display';

export function JobStateBadge({ state }: { state: JobViewState }) {
  return <StatusBadge status={state} labels={JOB_VIEW_LABELS} tones={JOB_STATE_TONES} />;
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge status={status} labels={MAIL_STATUS_LABELS} tones={MAIL_STATUS_TONES} />;
}

/** A term and its value in a stacked card or a dialog. */
export function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-subtle-fg">{term}</dt>
      <dd className="mt-0.5 break-words text-fg">{value}</dd>
    </div>
  );
}

/** A time as "2 minutes ago" / "in 30 seconds", the full time on hover; a dash when there is none. */
export function When({ at }: { at: string | null }) {
  if (!at) return <span>—</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at)}
    </time>
  );
}
