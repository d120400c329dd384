import type { Incident } from '@domain/monitors';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { durationText } from './monitor-display';

/** How long an incident lasted, or has lasted so far. */
function lasted(incident: Incident, now: Date): string {
  if (incident.state === 'resolved') {
    return incident.downtimeSeconds === null ? 'resolved' : `down ${durationText(incident.downtimeSeconds)}`;
  }
  return `ongoing for ${durationText((now.getTime() - Date.parse(incident.startedAt)) / 1000)}`;
}

/** The ticket as tickets name it ("TKT-1042"), or its bare number with a hash. */
const ticketText = (n: string | number | null) =>
  n === null ? 'Ticket' : /^\d+$/.test(String(n)) ? `Ticket #${n}` : `Ticket ${n}`;

/** Incidents, newest first: what failed, since when, for how long, and the ticket it opened. */
export function IncidentList({
  incidents,
  showMonitor = true,
  label,
}: {
  incidents: readonly Incident[];
  showMonitor?: boolean;
  label?: string;
}) {
  const tickets = useAccess('tickets').ok;
  const now = new Date();
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {incidents.map((i) => (
        <li key={i.id} className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex min-w-0 items-center gap-2">
              <Badge tone={i.state === 'open' ? 'red' : 'green'} dot>
                {i.state === 'open' ? 'Open' : 'Resolved'}
              </Badge>
              {showMonitor && (
                <span className="min-w-0 break-words text-sm font-medium text-fg">{i.monitorName}</span>
              )}
            </span>
            {i.ticketId &&
              (tickets ? (
                <Link to={`/tickets?ticket=${i.ticketId}`} className="text-sm text-brand hover:underline">
                  {ticketText(i.ticketNumber)}
                </Link>
              ) : (
                <span className="text-sm text-muted-fg">{ticketText(i.ticketNumber)}</span>
              ))}
          </div>
          <p className="text-xs text-muted-fg">
            Since {formatDateTime(i.startedAt)} · {lasted(i, now)}
            {i.resolvedAt && ` · back ${formatDateTime(i.resolvedAt)}`}
          </p>
          {i.lastMessage && <p className="text-xs break-words text-fg">{i.lastMessage}</p>}
        </li>
      ))}
    </ul>
  );
}
