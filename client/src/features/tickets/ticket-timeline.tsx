import { CSAT_RATING_LABELS } from '@domain/csat';
import { PRIORITY_LABELS, type Priority } from '@domain/priorities';
import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketActivity,
  type TicketCategory,
  type TicketStatus,
} from '@domain/tickets';
import {
  ArrowRightLeft,
  CalendarClock,
  CirclePlus,
  GitMerge,
  Hourglass,
  Laptop,
  Link2,
  Lock,
  MessageSquare,
  Pencil,
  RefreshCw,
  Star,
  Timer,
  UserRound,
  Workflow,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const tt = i18n.getFixedT(null, 'tickets', 'timeline');

const label = (kind: TicketActivity['kind'], value: string | null) => {
  if (value === null) return '';
  if (kind === 'status' || kind === 'created') return TICKET_STATUS_LABELS[value as TicketStatus] ?? value;
  if (kind === 'priority') return PRIORITY_LABELS[value as Priority] ?? value;
  if (kind === 'category') return TICKET_CATEGORY_LABELS[value as TicketCategory] ?? value;
  return value;
};

function describe(a: TicketActivity): string {
  switch (a.kind) {
    case 'created':
      return tt('created');
    case 'status':
      return tt('status', { from: label('status', a.fromValue), to: label('status', a.toValue) });
    case 'priority':
      return tt('priority', { from: label('priority', a.fromValue), to: label('priority', a.toValue) });
    case 'category':
      return tt('category', { from: label('category', a.fromValue), to: label('category', a.toValue) });
    case 'assignment':
      return a.toValue
        ? tt('assigned', { name: a.toValue })
        : tt('unassigned', { name: a.fromValue ?? tt('theTicket') });
    case 'edited':
      return tt('edited', { what: a.toValue ?? tt('ticket') });
    case 'requester':
      return changed(tt('requester'), a);
    case 'asset':
      return changed(tt('device'), a);
    case 'comment':
      return a.visibility === 'public' ? tt('replied') : tt('internalNote');
    case 'visit':
      return tt('visit');
    case 'sync':
      return tt('sync');
    case 'sla':
      return slaLine(a);
    case 'waiting':
      return a.toValue === 'true' ? tt('waitingOn') : tt('waitingOff');
    case 'rule': {
      // The body is "<rule name>: <what it did>; …" (server/features/rules).
      const name = a.fromValue ?? tt('aRule');
      const did = a.body?.startsWith(`${name}: `) ? a.body.slice(name.length + 2) : a.body;
      return did
        ? tt('ruleDid', {
            name,
            did: did.replace(/(^|; )([A-Z])/g, (_m, sep: string, c: string) => sep + c.toLowerCase()),
          })
        : tt('rule', { name });
    }
    case 'merge':
      // from: the ticket merged; to: the ticket it went into (the same words on both timelines).
      return tt(a.body ? 'mergeNote' : 'merge', {
        from: a.fromValue ?? tt('aTicket'),
        to: a.toValue ?? tt('anotherTicket'),
        note: a.body ?? '',
      });
    case 'link':
      return a.fromValue
        ? tt('unlinked', { ticket: a.fromValue })
        : tt('linked', { ticket: a.toValue ?? tt('aRelatedTicket') });
    case 'satisfaction':
      return a.fromValue
        ? tt('ratingChanged', { from: a.fromValue, to: a.toValue ?? '?' })
        : tt('rated', {
            to: a.toValue ?? '?',
            words: SATISFACTION_WORDS[a.toValue ?? ''] ?? tt('ratedWord'),
          });
  }
}

/** The SLA clock's events, by the clock (no actor): "SLA clock started", "First response at risk". */
function slaLine(a: TicketActivity): string {
  const target = a.fromValue === 'first_response' ? tt('sla.firstResponse') : tt('sla.resolution');
  switch (a.toValue) {
    case 'started':
      return tt('sla.started');
    case 'paused':
      return tt('sla.paused');
    case 'resumed':
      return tt('sla.resumed');
    case 'at_risk':
      return tt('sla.atRisk', { target });
    case 'breached':
      return tt('sla.breached', { target });
    case 'met':
      return tt('sla.met', { target });
    default:
      return tt('sla.other', { target, value: a.toValue ?? '' });
  }
}
/** The rating's words, as the survey shows them (domain/csat.ts CSAT_RATING_LABELS). */
const SATISFACTION_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(CSAT_RATING_LABELS).map(([k, v]) => [k, v.toLowerCase()]),
);

/** "set the requester to Ana", "changed the device from A to B", "removed the requester Ana". */
function changed(what: string, a: TicketActivity): string {
  if (a.fromValue && a.toValue) return tt('changed', { what, from: a.fromValue, to: a.toValue });
  if (a.toValue) return tt('set', { what, to: a.toValue });
  return a.fromValue ? tt('removedNamed', { what, name: a.fromValue }) : tt('removed', { what });
}

const ICONS = {
  created: CirclePlus,
  status: ArrowRightLeft,
  priority: ArrowRightLeft,
  category: ArrowRightLeft,
  assignment: UserRound,
  edited: Pencil,
  comment: MessageSquare,
  visit: CalendarClock,
  sync: RefreshCw,
  requester: UserRound,
  asset: Laptop,
  sla: Timer,
  waiting: Hourglass,
  rule: Workflow,
  merge: GitMerge,
  link: Link2,
  satisfaction: Star,
} as const;

/**
 * The ticket's history, oldest first: who did what and when, with comments in full. Public replies
 * (the requester reads them) and internal notes (staff only) look apart: an internal note sits on a
 * tinted background under an "Internal note" label with a lock, never by colour alone.
 */
export function TicketTimeline({ activity }: { activity: TicketActivity[] }) {
  const { t } = useTranslation('tickets');
  return (
    <ol aria-label={t('timeline.label')} className="flex flex-col">
      {activity.map((a, index) => {
        const internalNote = a.kind === 'comment' && a.visibility === 'internal';
        const Icon = internalNote ? Lock : ICONS[a.kind];
        const last = index === activity.length - 1;
        return (
          <li key={a.id} className="relative flex gap-3 pb-4">
            {!last && <span aria-hidden className="absolute top-7 bottom-0 left-[13px] w-px bg-border" />}
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-surface-muted text-subtle-fg">
              <Icon aria-hidden className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p className="text-sm text-fg">
                <span className="font-medium">{a.actorName}</span> {describe(a)}
                <time
                  dateTime={a.createdAt}
                  title={formatDateTime(a.createdAt)}
                  className="ml-2 text-xs text-subtle-fg"
                >
                  {formatRelative(a.createdAt)}
                </time>
              </p>
              {a.kind === 'comment' && a.body && <CommentBody body={a.body} internal={internalNote} />}
              {(a.kind === 'visit' || a.kind === 'sync' || a.kind === 'satisfaction') && a.body && (
                <p className="mt-1.5 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm whitespace-pre-wrap text-fg">
                  {a.body}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A comment: a public reply on the plain surface, or an internal note tinted and labelled. */
function CommentBody({ body, internal }: { body: string; internal: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <div
      className={cn(
        'mt-1.5 rounded-lg border px-3 py-2 text-sm',
        internal ? 'border-tone-yellow-border bg-tone-yellow-bg' : 'border-border bg-surface',
      )}
    >
      <p
        className={cn(
          'mb-1 flex items-center gap-1 text-xs font-medium',
          internal ? 'text-tone-yellow-fg' : 'text-muted-fg',
        )}
      >
        {internal ? (
          <Lock aria-hidden className="size-3" />
        ) : (
          <MessageSquare aria-hidden className="size-3" />
        )}
        {internal ? t('timeline.internal') : t('timeline.public')}
      </p>
      <p className="whitespace-pre-wrap text-fg">{body}</p>
    </div>
  );
}
