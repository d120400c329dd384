import { ANALYTICS_MESSAGES as M, type OverviewAnswer } from '@domain/analytics';
import { CheckCircle2, Clock, DollarSign, HardDrive, Inbox, Laptop, Ticket, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fmt } from './analytics-format';
import { ChartCard } from './chart-card';
import { TrendChart } from './charts';
import { EnrollmentMissing } from './enrollment-missing';
import { FigureCard } from './figure-card';

/** The Overview tab: the period's headline figures against the previous period, and the ticket trend. */
export function OverviewTab({ data }: { data: OverviewAnswer }) {
  const p = data.previous;
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title={t('overview.created')}
          value={data.tickets.created}
          previous={p.tickets.created}
          why={M.noTickets}
          icon={Ticket}
          iconColor="blue"
        />
        <FigureCard
          title={t('overview.resolved')}
          value={data.tickets.resolved}
          previous={p.tickets.resolved}
          why={M.noTickets}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title={t('overview.slaMet')}
          value={data.slaMetPercent}
          previous={p.slaMetPercent}
          format={fmt.pct}
          why={M.noResolved}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title={t('overview.median')}
          value={data.resolutionMedianHours}
          previous={p.resolutionMedianHours}
          format={fmt.hours}
          why={M.noResolved}
          icon={Clock}
          iconColor="orange"
        />
        <FigureCard
          title={t('overview.open')}
          value={data.tickets.open}
          why={M.noTickets}
          icon={Inbox}
          iconColor="purple"
          hint={t('overview.reopened', { n: fmt.count(data.tickets.reopened) })}
        />
        <FigureCard
          title={t('overview.assets')}
          value={data.assets.total}
          why={M.noAssets}
          icon={HardDrive}
          iconColor="purple"
        />
        <FigureCard
          title={t('overview.devicesPerStudent')}
          value={data.assets.devicesPerStudent}
          format={fmt.ratio}
          why={<EnrollmentMissing />}
          icon={Laptop}
          iconColor="blue"
        />
        <FigureCard
          title={t('overview.licenseSpend')}
          value={data.licenses.annualCost}
          format={fmt.money}
          why={M.noLicenses}
          icon={DollarSign}
          iconColor="green"
        />
        <FigureCard
          title={t('overview.visitsOnTime')}
          value={data.visits.onTimePercent}
          previous={p.visits.onTimePercent}
          format={fmt.pct}
          why={M.noCompletedVisits}
          icon={Truck}
          iconColor="orange"
        />
      </div>
      <TicketTrendCard series={data.series} />
    </div>
  );
}

export function TicketTrendCard({ series }: { series: OverviewAnswer['series'] }) {
  const nothing = series.every((s) => s.created === 0 && s.resolved === 0 && s.backlog === 0);
  const { t } = useTranslation('analytics');
  return (
    <ChartCard
      title={t('trend.title')}
      description={t('trend.description')}
      empty={nothing ? M.noTickets : null}
      chart={
        <TrendChart
          data={series}
          series={[
            { key: 'created', name: t('trend.created') },
            { key: 'resolved', name: t('trend.resolved') },
            { key: 'backlog', name: t('trend.backlog') },
          ]}
        />
      }
      table={{
        columns: [t('trend.periodFrom'), t('trend.created'), t('trend.resolved'), t('trend.backlog')],
        rows: series.map((s) => [s.date, s.created, s.resolved, s.backlog]),
      }}
    />
  );
}
