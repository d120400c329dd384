import type { DistrictStatus } from '@domain/monitors';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { PageHeader } from '@/ui/page-header';
import { uptimeText } from './monitor-display';
import { useEveryDistrictStatus } from './use-district-status';

const counts = (d: DistrictStatus) => {
  const of = (state: string) => d.monitors.filter((m) => m.state === state).length;
  return { up: of('up'), down: of('down'), degraded: of('degraded'), total: d.monitors.length };
};

/** Worst first: open incidents, then down monitors, then the lowest health; unmeasured last. */
function worstFirst(a: DistrictStatus, b: DistrictStatus): number {
  return (
    b.openIncidents.length - a.openIncidents.length ||
    counts(b).down - counts(a).down ||
    (a.health ?? 101) - (b.health ?? 101) ||
    a.districtName.localeCompare(b.districtName)
  );
}

const DistrictLink = ({ d }: { d: DistrictStatus }) => (
  <Link
    to={`/status?district=${d.districtId}`}
    className="font-medium break-words text-brand hover:underline"
    aria-label={`${d.districtName}: open its status`}
  >
    {d.districtName}
  </Link>
);

const Health = ({ d }: { d: DistrictStatus }) =>
  d.health === null ? (
    <span className="text-muted-fg">No monitors yet</span>
  ) : (
    <span className="font-medium tabular-nums">{uptimeText(d.health)}</span>
  );

function Monitors({ d }: { d: DistrictStatus }) {
  const c = counts(d);
  if (c.total === 0) return <span className="text-muted-fg">None</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="green" dot>
        {c.up} up
      </Badge>
      {c.down > 0 && (
        <Badge tone="red" dot>
          {c.down} down
        </Badge>
      )}
      {c.degraded > 0 && (
        <Badge tone="orange" dot>
          {c.degraded} degraded
        </Badge>
      )}
    </span>
  );
}

const Incidents = ({ d }: { d: DistrictStatus }) =>
  d.openIncidents.length === 0 ? (
    <span className="text-muted-fg">None</span>
  ) : (
    <Badge tone="red">
      {d.openIncidents.length} open incident{d.openIncidents.length === 1 ? '' : 's'}
    </Badge>
  );

const columns: DataColumn<DistrictStatus>[] = [
  { header: 'District', cell: (d) => <DistrictLink d={d} /> },
  { header: 'Health', cell: (d) => <Health d={d} /> },
  { header: 'Monitors', cell: (d) => <Monitors d={d} /> },
  { header: 'Open incidents', cell: (d) => <Incidents d={d} /> },
];

const card = (d: DistrictStatus) => (
  <div className="flex flex-col gap-2">
    <div className="flex items-baseline justify-between gap-3">
      <DistrictLink d={d} />
      <span className="shrink-0 text-sm">
        <Health d={d} />
      </span>
    </div>
    {(d.monitors.length > 0 || d.openIncidents.length > 0) && (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Monitors d={d} />
        {d.openIncidents.length === 0 ? (
          <span className="text-muted-fg">No open incidents</span>
        ) : (
          <Incidents d={d} />
        )}
      </div>
    )}
  </div>
);

/** Five Star's System Status: every district's health, monitors up and down, open incidents. */
export function ProviderStatusView() {
  const status = useEveryDistrictStatus(true);
  const rows = [...(status.data?.districts ?? [])].sort(worstFirst);
  const measured = rows.filter((d) => d.health !== null).length;
  const incidents = rows.reduce((n, d) => n + d.openIncidents.length, 0);
  return (
    <>
      <PageHeader
        title="System Status"
        description="Every district’s services: health, monitors up and down, open incidents. Open a district to see its monitors."
      />
      {status.data && (
        <p className="mb-3 text-[13px] text-muted-fg" aria-live="polite">
          {rows.length} districts · {measured} measured · {incidents} open incident
          {incidents === 1 ? '' : 's'}
        </p>
      )}
      <Card className="overflow-hidden">
        <DataList
          query={status}
          rows={rows}
          rowKey={(d) => d.districtId}
          columns={columns}
          card={card}
          label="Districts"
          caption="Districts, those needing attention first"
          loading="Loading every district’s status…"
          failed="System Status could not be loaded."
          empty={{ icon: Building2, title: 'No districts yet' }}
        />
      </Card>
    </>
  );
}
