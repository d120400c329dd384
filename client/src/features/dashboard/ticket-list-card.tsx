import type { Ticket } from '@domain/tickets';
import { ArrowRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/features/tickets';
import { formatDateTime, formatRelative } from '@/lib/format';
import { PriorityBadge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

interface TicketListCardProps {
  title: string;
  description: string;
  tickets: Ticket[];
  emptyText: string;
  /** Name each ticket's district (lists across districts). */
  showDistrict?: boolean;
  /** Opens a ticket's details; without it the rows are plain text. */
  onOpen?: (ticket: Ticket) => void;
  /** Where "View all" goes, if anywhere. */
  allHref?: string;
}

/** Recent Tickets and the admin's critical tickets: the newest few, with their badges. */
export function TicketListCard({
  title,
  description,
  tickets,
  emptyText,
  showDistrict,
  onOpen,
  allHref,
}: TicketListCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {allHref && (
          <Link to={allHref} className={buttonClasses('ghost', 'sm', 'shrink-0')}>
            {t('ticketList.viewAll')} <ArrowRight aria-hidden />
          </Link>
        )}
      </CardHeader>
      {tickets.length === 0 ? (
        <EmptyState icon={Inbox} title={emptyText} className="py-10" />
      ) : (
        <ul className="divide-y divide-border border-t border-border">
          {tickets.map((t) => (
            <li key={t.id} className="flex flex-col gap-1.5 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline gap-2">
                  <span className="shrink-0 font-mono text-xs text-subtle-fg">{t.ticketNumber}</span>
                  {onOpen ? (
                    <button
                      type="button"
                      className="min-w-0 cursor-pointer text-left text-sm font-medium break-words text-fg hover:underline sm:truncate"
                      title={t.title}
                      onClick={() => onOpen(t)}
                    >
                      {t.title}
                    </button>
                  ) : (
                    <span
                      className="min-w-0 text-sm font-medium break-words text-fg sm:truncate"
                      title={t.title}
                    >
                      {t.title}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 break-words text-xs text-subtle-fg">
                  {showDistrict && t.districtName ? `${t.districtName} · ` : ''}
                  <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
                    {formatRelative(t.createdAt)}
                  </time>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <PriorityBadge priority={t.priority} />
                <TicketStatusBadge status={t.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
