import { TICKET_SOURCE_LABELS, type Ticket } from '@domain/tickets';
import { formatDate, formatDateTime } from '@/lib/format';
import { PriorityBadge } from '@/ui/badge';
import type { DataColumn } from '@/ui/data-list';
import { RowOpener } from '@/ui/row-opener';
import { CategoryLabel, TicketStatusBadge } from './ticket-badges';
import { type TicketRowActions, TicketRowMenu } from './ticket-row-menu';

interface TicketRowsOptions extends TicketRowActions {
  /** Across districts: each row names its district. */
  showDistrict: boolean;
}

/**
 * How a ticket shows in the list: the columns Ticket #, Title, Requester (with where the ticket came
 * from), Category, Priority, Status, Created, Actions (wide screens), or one stacked card with the
 * same facts and menu (phones).
 */
export function ticketRows({ showDistrict, ...actions }: TicketRowsOptions) {
  const columns: DataColumn<Ticket>[] = [
    {
      header: 'Ticket #',
      className: 'w-36 whitespace-nowrap text-muted-fg',
      cell: (t) => <span className="font-mono text-[13px]">{t.ticketNumber}</span>,
    },
    {
      header: 'Title',
      className: 'max-w-0',
      cell: (t) => (
        <>
          <RowOpener name={t.title} onOpen={() => actions.onView(t)} className="w-full" />
          <TicketSubline ticket={t} showDistrict={showDistrict} />
        </>
      ),
    },
    {
      header: 'Requester',
      className: 'w-44 max-w-44',
      cell: (t) => <Requester ticket={t} />,
    },
    { header: 'Category', className: 'w-28', cell: (t) => <CategoryLabel category={t.category} /> },
    { header: 'Priority', className: 'w-28', cell: (t) => <PriorityBadge priority={t.priority} /> },
    { header: 'Status', className: 'w-32', cell: (t) => <TicketStatusBadge status={t.status} /> },
    {
      header: 'Created',
      className: 'w-32 whitespace-nowrap text-muted-fg',
      cell: (t) => (
        <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
          {formatDate(t.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      className: 'w-16 text-right',
      cell: (t) => <TicketRowMenu ticket={t} {...actions} />,
    },
  ];

  const card = (t: Ticket) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-[13px] text-muted-fg">{t.ticketNumber}</span>
        <TicketRowMenu ticket={t} {...actions} />
      </div>
      <button
        type="button"
        className="cursor-pointer text-left text-sm font-medium text-fg hover:underline"
        onClick={() => actions.onView(t)}
      >
        {t.title}
      </button>
      <TicketSubline ticket={t} showDistrict={showDistrict} />
      <p className="text-xs text-muted-fg">
        {t.requesterName ? `For ${t.requesterName}` : 'No requester'} · via {TICKET_SOURCE_LABELS[t.source]}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <TicketStatusBadge status={t.status} />
        <PriorityBadge priority={t.priority} />
        <CategoryLabel category={t.category} />
        <span className="ml-auto text-subtle-fg">{formatDate(t.createdAt)}</span>
      </div>
    </div>
  );

  return { columns, card };
}

function TicketSubline({ ticket, showDistrict }: { ticket: Ticket; showDistrict: boolean }) {
  const parts = [
    showDistrict ? ticket.districtName : null,
    ticket.assigneeName ? `Assigned to ${ticket.assigneeName}` : null,
    ticket.assetName,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text ? (
    <p className="mt-0.5 truncate text-xs text-subtle-fg" title={text}>
      {text}
    </p>
  ) : null;
}

/** Who the ticket is for, and where it came from (Help portal, Email, Sparky, Staff, Integration). */
function Requester({ ticket }: { ticket: Ticket }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate text-fg" title={ticket.requesterName ?? undefined}>
        {ticket.requesterName ?? <span className="text-subtle-fg">No requester</span>}
      </span>
      <span className="text-xs text-subtle-fg">via {TICKET_SOURCE_LABELS[ticket.source]}</span>
    </div>
  );
}
