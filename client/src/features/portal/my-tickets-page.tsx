import {
  HELP_PATHS,
  lastActivityText,
  MY_TICKET_STATE_LABELS,
  MY_TICKET_STATES,
  type MyTicket,
  type MyTicketState,
  PORTAL_MESSAGES,
} from '@domain/portal';
import { TICKET_STATUS_LABELS } from '@domain/tickets';
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

const STATE_OPTIONS = optionsOf(MY_TICKET_STATES, MY_TICKET_STATE_LABELS);
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

function LastActivity({ ticket }: { ticket: MyTicket }) {
  const a = ticket.lastActivity;
  return (
    <span className="text-sm">
      <span className="text-fg">{lastActivityText(a, TICKET_STATUS_LABELS)}</span>{' '}
      <time dateTime={a.at} className="text-muted-fg">
        {formatRelative(a.at)}
      </time>
    </span>
  );
}

const columns: DataColumn<MyTicket>[] = [
  { header: 'Ticket', cell: (t) => <TicketLink ticket={t} /> },
  { header: 'Status', className: 'w-36', cell: (t) => <TicketStatusBadge status={t.status} /> },
  { header: 'Latest', className: 'w-64', cell: (t) => <LastActivity ticket={t} /> },
  {
    header: 'Opened',
    className: 'w-32 whitespace-nowrap text-muted-fg',
    cell: (t) => <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>,
  },
];

const card = (t: MyTicket) => (
  <div className="flex flex-col gap-2">
    <div className="flex items-start justify-between gap-3">
      <TicketLink ticket={t} />
      <TicketStatusBadge status={t.status} />
    </div>
    {t.assetName && <p className="text-xs text-muted-fg">{t.assetName}</p>}
    <LastActivity ticket={t} />
  </div>
);

/** My tickets (see docs/product.md#help): what the caller asked for or follows, newest first. */
export function MyTicketsPage() {
  const filter = useListFilter<{ state: MyTicketState }>(
    { state: 'all' },
    { allowed: { state: MY_TICKET_STATES } },
  );
  const tickets = useMyTickets(filter.applied.state);
  const rows = tickets.data ?? [];
  return (
    <HelpFrame
      title="My tickets"
      description="What you asked the IT team for, with their latest reply. Open a ticket to read the conversation and answer."
    >
      <FilterBar
        filter={filter}
        controls={[{ kind: 'select', key: 'state', label: 'Show tickets', options: STATE_OPTIONS }]}
      />
      <Card className="overflow-hidden">
        <DataList
          query={tickets}
          rows={rows}
          rowKey={(t) => t.id}
          columns={columns}
          card={card}
          label="My tickets"
          loading="Loading your tickets…"
          failed={PORTAL_MESSAGES.ticketsFailed}
          empty={{
            icon: Ticket,
            title: PORTAL_MESSAGES.noTickets,
            description: PORTAL_MESSAGES.noTicketsHint,
            action: (
              <Link to={HELP_PATHS.home} className={buttonClasses('primary')}>
                Get help
              </Link>
            ),
          }}
          noMatch={{ title: PORTAL_MESSAGES.noMatch }}
          filtered={filter.filtered}
          footer={
            <ListFooter query={NOT_PAGED}>
              {rows.length === 1 ? '1 ticket' : `${rows.length} tickets`}, newest first
            </ListFooter>
          }
        />
      </Card>
    </HelpFrame>
  );
}
