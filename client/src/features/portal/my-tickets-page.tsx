import { HELP_PATHS, MY_TICKET_STATES, type MyTicket, type MyTicketState } from '@domain/portal';
import type { TicketStatus } from '@domain/tickets';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/features/tickets';
import { formatDate, formatRelative } from '@/lib/format';
import { useListFilter } from '@/lib/use-list-filter';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { ListFooter } from '@/ui/list-footer';
import { optionsOf } from '@/ui/select';
import { HelpFrame } from './help-header';
import { useMyTickets } from './use-my-tickets';
import { usePortalWords } from './use-portal-words';

const NOT_PAGED = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

function TicketLink({ ticket }: { ticket: MyTicket }) {
  return (
    <Link
      to={HELP_PATHS.ticket(ticket.id)}
      className="rounded-sm font-medium text-fg underline-offset-2 hover:underline"
    >
      <span className="block text-xs font-normal text-muted-fg tabular-nums">{ticket.ticketNumber}</span>
      <span className="break-words">{ticket.title}</span>
    </Link>
  );
}

/** "Reply from Sam Lee", "Now In Progress", "Opened" (lastActivityText's words, in the portal's language). */
function activityText(a: MyTicket['lastActivity'], words: ReturnType<typeof usePortalWords>): string {
  const { t, status } = words;
  if (a.kind === 'comment') return t('tickets.replyFrom', { name: a.actorName });
  if (a.kind === 'status' && a.text && a.text in status)
    return t('tickets.now', { status: status[a.text as TicketStatus] });
  return t('tickets.openedActivity');
}

function LastActivity({ ticket }: { ticket: MyTicket }) {
  const words = usePortalWords();
  const a = ticket.lastActivity;
  return (
    <span className="text-sm">
      <span className="text-fg">{activityText(a, words)}</span>{' '}
      <time dateTime={a.at} className="text-muted-fg">
        {formatRelative(a.at, undefined, words.locale)}
      </time>
    </span>
  );
}

/** My tickets (see docs/product.md#help): what the caller asked for or follows, newest first. */
export function MyTicketsPage() {
  const words = usePortalWords();
  const { t, status, locale } = words;
  const filter = useListFilter<{ state: MyTicketState }>(
    { state: 'all' },
    { allowed: { state: MY_TICKET_STATES } },
  );
  const tickets = useMyTickets(filter.applied.state);
  const rows = tickets.data ?? [];
  const badge = (ticket: MyTicket) => <TicketStatusBadge status={ticket.status} labels={status} />;
  const columns: DataColumn<MyTicket>[] = [
    { header: t('tickets.ticket'), cell: (ticket) => <TicketLink ticket={ticket} /> },
    { header: t('tickets.status'), className: 'w-36', cell: badge },
    { header: t('tickets.latest'), className: 'w-64', cell: (ticket) => <LastActivity ticket={ticket} /> },
    {
      header: t('tickets.opened'),
      className: 'w-32 whitespace-nowrap text-muted-fg',
      cell: (ticket) => <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, locale)}</time>,
    },
  ];
  const card = (ticket: MyTicket) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <TicketLink ticket={ticket} />
        {badge(ticket)}
      </div>
      {ticket.assetName && <p className="text-xs text-muted-fg">{ticket.assetName}</p>}
      <LastActivity ticket={ticket} />
    </div>
  );
  return (
    <HelpFrame title={t('tickets.title')} description={t('tickets.description')}>
      <FilterBar
        filter={filter}
        controls={[
          {
            kind: 'select',
            key: 'state',
            label: t('tickets.filter'),
            options: optionsOf(MY_TICKET_STATES, words.state),
          },
        ]}
      />
      <Card className="overflow-hidden">
        <DataList
          query={tickets}
          rows={rows}
          rowKey={(ticket) => ticket.id}
          columns={columns}
          card={card}
          label={t('tickets.title')}
          loading={t('tickets.loading')}
          failed={t('messages.ticketsFailed')}
          empty={{
            icon: Ticket,
            title: t('messages.noTickets'),
            description: t('messages.noTicketsHint'),
            action: (
              <Link to={HELP_PATHS.home} className={buttonClasses('primary')}>
                {t('parts.home')}
              </Link>
            ),
          }}
          noMatch={{ title: t('messages.noMatch') }}
          filtered={filter.filtered}
          footer={<ListFooter query={NOT_PAGED}>{t('tickets.count', { count: rows.length })}</ListFooter>}
        />
      </Card>
    </HelpFrame>
  );
}
