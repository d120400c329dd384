import type { Incident } from '@domain/monitors';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { IncidentList } from './incident-list';

/** How many resolved incidents the card lists. */
const RECENT = 10;

/** Open incidents, then the recently resolved ones, each with its ticket. */
export function IncidentsCard({
  open,
  resolved,
}: {
  open: readonly Incident[];
  resolved: {
    data?: readonly Incident[];
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
}) {
  const recent = (resolved.data ?? []).slice(0, RECENT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Incidents</CardTitle>
        <CardDescription>
          Two failed checks in a row open an incident (and a ticket); two good ones close it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section aria-labelledby="open-incidents" className="flex flex-col gap-2">
          <h3 id="open-incidents" className="text-sm font-medium text-fg">
            Open ({open.length})
          </h3>
          {open.length === 0 ? (
            <p className="text-sm text-muted-fg">No open incidents.</p>
          ) : (
            <IncidentList incidents={open} label="Open incidents" />
          )}
        </section>
        <section aria-labelledby="recent-incidents" className="flex flex-col gap-2">
          <h3 id="recent-incidents" className="text-sm font-medium text-fg">
            Recently resolved
          </h3>
          {resolved.isError ? (
            <LoadError bare title="The resolved incidents could not be loaded." query={resolved} />
          ) : resolved.isPending ? (
            <p className="text-sm text-muted-fg">Loading…</p>
          ) : recent.length === 0 ? (
            <p className="text-sm text-muted-fg">None in the last 30 days.</p>
          ) : (
            <IncidentList incidents={recent} label="Recently resolved incidents" />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
