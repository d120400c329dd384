import type { Ticket } from '@domain/tickets';
import { formatDate, formatDateTime } from '@/lib/format';
import { PriorityBadge } from '@/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { CategoryLabel, TicketStatusBadge } from './ticket-badges';
import { type TicketRowActions, TicketRowMenu } from './ticket-row-menu';

interface TicketListProps extends TicketRowActions {
  tickets: Ticket[];
  /** Across districts: each row names its district. */
  showDistrict: boolean;
}

/** Columns Ticket #, Title, Category, Priority, Status, Created, Actions (wide screens). */
export function TicketTable({ tickets, showDistrict, ...actions }: TicketListProps) {
  return (
    <Table aria-label="Tickets" className="hidden md:table" containerClassName="hidden md:block">
      <TableHeader>
        <TableRow>
          <TableHead className="w-36">Ticket #</TableHead>
          <TableHead>Title</TableHead>
          <TableHead className="w-28">Category</TableHead>
          <TableHead className="w-28">Priority</TableHead>
          <TableHead className="w-32">Status</TableHead>
          <TableHead className="w-32">Created</TableHead>
          <TableHead className="w-16 text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tickets.map((t) => (
          <TableRow key={t.id}>
            <TableCell className="font-mono text-[13px] whitespace-nowrap text-muted-fg">
              {t.ticketNumber}
            </TableCell>
            <TableCell className="max-w-0">
              <button
                type="button"
                className="block w-full cursor-pointer truncate text-left font-medium hover:underline"
                title={t.title}
                onClick={() => actions.onView(t)}
              >
                {t.title}
              </button>
              <TicketSubline ticket={t} showDistrict={showDistrict} />
            </TableCell>
            <TableCell>
              <CategoryLabel category={t.category} />
            </TableCell>
            <TableCell>
              <PriorityBadge priority={t.priority} />
            </TableCell>
            <TableCell>
              <TicketStatusBadge status={t.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg">
              <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
                {formatDate(t.createdAt)}
              </time>
            </TableCell>
            <TableCell className="text-right">
              <TicketRowMenu ticket={t} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one stacked card per ticket with the same facts and menu. */
export function TicketCardList({ tickets, showDistrict, ...actions }: TicketListProps) {
  return (
    <ul aria-label="Tickets" className="divide-y divide-border md:hidden">
      {tickets.map((t) => (
        <li key={t.id} className="flex flex-col gap-2 px-4 py-3">
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
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <TicketStatusBadge status={t.status} />
            <PriorityBadge priority={t.priority} />
            <CategoryLabel category={t.category} />
            <span className="ml-auto text-subtle-fg">{formatDate(t.createdAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TicketSubline({ ticket, showDistrict }: { ticket: Ticket; showDistrict: boolean }) {
  const parts = [
    showDistrict ? ticket.districtName : null,
    ticket.assigneeName ? `Assigned to ${ticket.assigneeName}` : null,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text ? (
    <p className="mt-0.5 truncate text-xs text-subtle-fg" title={text}>
      {text}
    </p>
  ) : null;
}
