import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
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
        Tickets
      </h3>
      {tickets.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : tickets.isError ? (
        <p className="text-sm text-muted-fg">The device’s tickets could not be loaded.</p>
      ) : tickets.data.length === 0 ? (
        <p className="text-sm text-muted-fg">No tickets about this device.</p>
      ) : (
        <ul aria-label="Tickets about this device" className="flex flex-col divide-y divide-border">
          {tickets.data.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <Link
                to={`/tickets?ticket=${t.id}`}
                className="min-w-0 flex-1 rounded-sm font-medium text-fg hover:underline"
              >
                <span className="mr-2 font-mono text-xs font-normal text-muted-fg">{t.ticketNumber}</span>
                {t.title}
              </Link>
              <span className="text-xs text-subtle-fg">
                {t.requesterName ? `${t.requesterName} · ` : ''}
                <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
                  {formatDate(t.createdAt)}
                </time>
              </span>
              <TicketStatusBadge status={t.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
