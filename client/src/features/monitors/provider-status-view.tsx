import type { DistrictStatus } from '@domain/monitors';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '@/lib/i18n';
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

function DistrictLink({ d }: { d: DistrictStatus }) {
  const { t } = useTranslation('monitors');
  return (
    <Link
      to={`/status?district=${d.districtId}`}
      className="font-medium break-words text-brand hover:underline"
      aria-label={t('provider.openStatus', { name: d.districtName })}
    >
      {d.districtName}
    </Link>
  );
}

function Health({ d }: { d: DistrictStatus }) {
  const { t } = useTranslation('monitors');
  return d.health === null ? (
    <span className="text-muted-fg">{t('provider.noMonitors')}</span>
  ) : (
    <span className="font-medium tabular-nums">{uptimeText(d.health)}</span>
  );
}

function Monitors({ d }: { d: DistrictStatus }) {
  const c = counts(d);
  const { t } = useTranslation('monitors');
  if (c.total === 0) return <span className="text-muted-fg">{t('provider.none')}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="green" dot>
        {t('provider.up', { n: c.up })}
      </Badge>
      {c.down > 0 && (
        <Badge tone="red" dot>
          {t('provider.down', { n: c.down })}
        </Badge>
      )}
      {c.degraded > 0 && (
        <Badge tone="orange" dot>
          {t('provider.degraded', { n: c.degraded })}
        </Badge>
      )}
    </span>
  );
}

function Incidents({ d }: { d: DistrictStatus }) {
  const { t } = useTranslation('monitors');
  return d.openIncidents.length === 0 ? (
    <span className="text-muted-fg">{t('provider.none')}</span>
  ) : (
    <Badge tone="red">{t('provider.openIncidents', { count: d.openIncidents.length })}</Badge>
  );
}

const columns = (): DataColumn<DistrictStatus>[] => [
  { header: i18n.t('monitors:provider.columns.district'), cell: (d) => <DistrictLink d={d} /> },
  { header: i18n.t('monitors:provider.columns.health'), cell: (d) => <Health d={d} /> },
  { header: i18n.t('monitors:provider.columns.monitors'), cell: (d) => <Monitors d={d} /> },
  { header: i18n.t('monitors:provider.columns.openIncidents'), cell: (d) => <Incidents d={d} /> },
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
          <span className="text-muted-fg">{i18n.t('monitors:provider.noOpenIncidents')}</span>
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
  const { t } = useTranslation('monitors');
  return (
    <>
      <PageHeader title={t('systemStatus')} description={t('provider.description')} />
      {status.data && (
        <p className="mb-3 text-[13px] text-muted-fg" aria-live="polite">
          {t('provider.summary', { districts: rows.length, measured, count: incidents })}
        </p>
      )}
      <Card className="overflow-hidden">
        <DataList
          query={status}
          rows={rows}
          rowKey={(d) => d.districtId}
          columns={columns()}
          card={card}
          label={t('provider.label')}
          caption={t('provider.caption')}
          loading={t('provider.loading')}
          failed={t('failed')}
          empty={{ icon: Building2, title: t('provider.empty') }}
        />
      </Card>
    </>
  );
}
