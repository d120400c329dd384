import { TICKET_SOURCE_LABELS, type Ticket } from '@domain/tickets';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
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
      header: i18n.t('tickets:rows.number'),
      className: 'w-36 whitespace-nowrap text-muted-fg',
      cell: (t) => <span className="font-mono text-[13px]">{t.ticketNumber}</span>,
    },
    {
      header: i18n.t('tickets:rows.title'),
      className: 'max-w-0',
      cell: (t) => (
        <>
          <RowOpener name={t.title} onOpen={() => actions.onView(t)} className="w-full" />
          <TicketSubline ticket={t} showDistrict={showDistrict} />
        </>
      ),
    },
    {
      header: i18n.t('tickets:rows.requester'),
      className: 'w-44 max-w-44',
      cell: (t) => <Requester ticket={t} />,
    },
    {
      header: i18n.t('tickets:rows.category'),
      className: 'w-28',
      cell: (t) => <CategoryLabel category={t.category} />,
    },
    {
      header: i18n.t('tickets:rows.priority'),
      className: 'w-28',
      cell: (t) => <PriorityBadge priority={t.priority} />,
    },
    {
      header: i18n.t('tickets:rows.status'),
      className: 'w-32',
      cell: (t) => <TicketStatusBadge status={t.status} />,
    },
    {
      header: i18n.t('tickets:rows.created'),
      className: 'w-32 whitespace-nowrap text-muted-fg',
      cell: (t) => (
        <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
          {formatDate(t.createdAt)}
        </time>
      ),
    },
    {
      header: i18n.t('tickets:rows.actions'),
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
        {t.requesterName
          ? i18n.t('tickets:rows.for', { name: t.requesterName })
          : i18n.t('tickets:rows.noRequester')}
        {i18n.t('tickets:rows.cardVia', { source: TICKET_SOURCE_LABELS[t.source] })}
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
  const { t } = useTranslation('tickets');
  const parts = [
    showDistrict ? ticket.districtName : null,
    ticket.assigneeName ? t('rows.assignedTo', { name: ticket.assigneeName }) : null,
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
  const { t } = useTranslation('tickets');
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate text-fg" title={ticket.requesterName ?? undefined}>
        {ticket.requesterName ?? <span className="text-subtle-fg">{t('rows.noRequester')}</span>}
      </span>
      <span className="text-xs text-subtle-fg">
        {t('rows.via', { source: TICKET_SOURCE_LABELS[ticket.source] })}
      </span>
    </div>
  );
}
