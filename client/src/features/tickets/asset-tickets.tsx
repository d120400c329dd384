import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { api } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { TicketStatusBadge } from './ticket-badges';
import { ticketKeys } from './ticket-keys';

/** How many of a device's tickets its details list (newest first). */
const SHOWN = 20;

/**
 * A device's tickets, newest first (GET /api/tickets/:districtId?assetId=…), each a link to the
 * ticket on the Support screen. Nothing when the district has no support tickets.
 */
export function AssetTickets({ districtId, assetId }: { districtId: string; assetId: string }) {
  const access = useAccess('tickets');
  const { t } = useTranslation('tickets');
  const tickets = useQuery({
    queryKey: ticketKeys.ofAsset(districtId, assetId),
    queryFn: () =>
      api(ticketsApi.listOfDistrict, { params: { districtId }, query: { assetId, limit: SHOWN } }),
    enabled: access.ok,
  });
  if (!access.ok) return null;
  return (
    <section aria-labelledby={`asset-tickets-${assetId}`}>
      <h3 id={`asset-tickets-${assetId}`} className="mb-3 text-sm font-semibold text-fg">
        {t('asset.title')}
      </h3>
      {tickets.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : tickets.isError ? (
        <p className="text-sm text-muted-fg">{t('asset.failed')}</p>
      ) : tickets.data.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('asset.none')}</p>
      ) : (
        <ul aria-label={t('asset.label')} className="flex flex-col divide-y divide-border">
          {tickets.data.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <Link
                to={`/tickets?ticket=${ticket.id}`}
                className="min-w-0 flex-1 rounded-sm font-medium text-fg hover:underline"
              >
                <span className="mr-2 font-mono text-xs font-normal text-muted-fg">
                  {ticket.ticketNumber}
                </span>
                {ticket.title}
              </Link>
              <span className="text-xs text-subtle-fg">
                {ticket.requesterName ? `${ticket.requesterName} · ` : ''}
                <time dateTime={ticket.createdAt} title={formatDateTime(ticket.createdAt)}>
                  {formatDate(ticket.createdAt)}
                </time>
              </span>
              <TicketStatusBadge status={ticket.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
