import type { SlaTargetName } from '@domain/sla-clock';
import { remainingInWords, SLA_CLOCK_LABELS } from '@domain/sla-clock';
import type { Ticket } from '@domain/tickets';
import { type WorkingCalendar, workingMinutesBetween } from '@domain/working-time';
import { Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Switch } from '@/ui/switch';
import { SlaStateBadge } from './sla-state-badge';
import { useClockCalendar } from './use-clock-calendar';

interface TicketSlaPanelProps {
  ticket: Ticket;
  /** Staff who change tickets flip "Waiting on requester". */
  canEdit: boolean;
  pending: boolean;
  onWaitingChange: (waiting: boolean) => void;
}

/** Working minutes from the moment a target is judged at (now, or when the clock stopped) to its due time. */
function remaining(calendar: WorkingCalendar, sla: NonNullable<Ticket['sla']>, target: SlaTargetName) {
  const due = new Date(target === 'first_response' ? sla.firstResponseDueAt : sla.resolutionDueAt);
  const judged =
    target === 'first_response' && sla.firstRespondedAt
      ? new Date(sla.firstRespondedAt)
      : sla.pausedAt
        ? new Date(sla.pausedAt)
        : new Date();
  return Math.trunc(workingMinutesBetween(calendar, judged, due));
}

function Due({
  ticket,
  sla,
  target,
  calendar,
}: {
  ticket: Ticket;
  sla: NonNullable<Ticket['sla']>;
  target: SlaTargetName;
  calendar: WorkingCalendar | null;
}) {
  const due = target === 'first_response' ? sla.firstResponseDueAt : sla.resolutionDueAt;
  const done =
    target === 'first_response'
      ? sla.firstRespondedAt
      : ticket.status === 'resolved' || ticket.status === 'closed'
        ? (ticket.resolvedAt ?? null)
        : null;
  const left = calendar && !done ? remaining(calendar, sla, target) : null;
  const { t } = useTranslation('slaClock');
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-subtle-fg">{t('panel.due', { target: SLA_CLOCK_LABELS[target] })}</dt>
      <dd className="text-sm text-fg">
        <time dateTime={due}>{formatDateTime(due)}</time>
      </dd>
      <dd
        className={
          left !== null && left < 0 ? 'text-xs font-medium text-tone-red-fg' : 'text-xs text-muted-fg'
        }
      >
        {done
          ? t(target === 'first_response' ? 'panel.responded' : 'panel.resolved', {
              date: formatDateTime(done),
            })
          : left === null
            ? t('panel.leftLoading')
            : t(sla.pausedAt ? 'panel.leftPaused' : 'panel.left', { left: remainingInWords(left) })}
      </dd>
    </div>
  );
}

/**
 * The ticket's SLA clock (see docs/product.md#sla-clock): its state, the due times of the first
 * response and the resolution with the working time left, and staff's "Waiting on requester"
 * switch, which pauses the clock until the requester replies.
 */
export function TicketSlaPanel({ ticket, canEdit, pending, onWaitingChange }: TicketSlaPanelProps) {
  const id = useId();
  const calendar = useClockCalendar(ticket.districtId, ticket.priority);
  const { t } = useTranslation('slaClock');
  const sla = ticket.sla;
  const open = ticket.status !== 'resolved' && ticket.status !== 'closed';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`${id}-title`}
          className="flex items-center gap-2 text-xs font-medium tracking-wide text-subtle-fg uppercase"
        >
          <Timer aria-hidden className="size-3.5" /> {t('panel.title')}
          {sla && <SlaStateBadge state={sla.state} />}
        </h3>
        {canEdit && open && (
          <label htmlFor={`${id}-waiting`} className="flex items-center gap-2 text-sm text-fg">
            <Switch
              id={`${id}-waiting`}
              checked={ticket.waiting}
              // Not disabled while saving: a disabled switch would drop the keyboard's focus.
              aria-disabled={pending || undefined}
              onChange={(e) => {
                if (!pending) onWaitingChange(e.currentTarget.checked);
              }}
            />
            {t('panel.waiting')}
          </label>
        )}
      </div>
      {sla ? (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Due ticket={ticket} sla={sla} target="first_response" calendar={calendar} />
          <Due ticket={ticket} sla={sla} target="resolution" calendar={calendar} />
        </dl>
      ) : (
        <p className="text-sm text-muted-fg">{t('panel.noClock')}</p>
      )}
    </section>
  );
}
