import type { Incident } from '@domain/monitors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Badge } from '@/ui/badge';
import { durationText } from './monitor-display';

/** How long an incident lasted, or has lasted so far. */
function lasted(incident: Incident, now: Date): string {
  if (incident.state === 'resolved') {
    return incident.downtimeSeconds === null
      ? i18n.t('monitors:incident.lastedResolved')
      : i18n.t('monitors:incident.down', { duration: durationText(incident.downtimeSeconds) });
  }
  return i18n.t('monitors:incident.ongoing', {
    duration: durationText((now.getTime() - Date.parse(incident.startedAt)) / 1000),
  });
}

/** The ticket as tickets name it ("TKT-1042"), or its bare number with a hash. */
const ticketText = (n: string | number | null) =>
  n === null
    ? i18n.t('monitors:incident.ticket')
    : /^\d+$/.test(String(n))
      ? i18n.t('monitors:incident.ticketNumber', { n })
      : i18n.t('monitors:incident.ticketName', { n });

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
  const { t } = useTranslation('monitors');
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {incidents.map((i) => (
        <li key={i.id} className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex min-w-0 items-center gap-2">
              <Badge tone={i.state === 'open' ? 'red' : 'green'} dot>
                {i.state === 'open' ? t('incident.open') : t('incident.resolved')}
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
            {t('incident.since', { date: formatDateTime(i.startedAt), lasted: lasted(i, now) })}
            {i.resolvedAt && ` · ${t('incident.back', { date: formatDateTime(i.resolvedAt) })}`}
          </p>
          {i.lastMessage && <p className="text-xs break-words text-fg">{i.lastMessage}</p>}
        </li>
      ))}
    </ul>
  );
}
