import { ANALYTICS_MESSAGES as M, type OverviewAnswer } from '@domain/analytics';
import { CheckCircle2, Clock, DollarSign, HardDrive, Inbox, Laptop, Ticket, Truck } from 'lucide-react';
import { fmt } from './analytics-format';
import { ChartCard } from './chart-card';
import { TrendChart } from './charts';
import { EnrollmentMissing } from './enrollment-missing';
import { FigureCard } from './figure-card';

/** The Overview tab: the period's headline figures against the previous period, and the ticket trend. */
export function OverviewTab({ data }: { data: OverviewAnswer }) {
  const p = data.previous;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title="Tickets created"
          value={data.tickets.created}
          previous={p.tickets.created}
          why={M.noTickets}
          icon={Ticket}
          iconColor="blue"
        />
        <FigureCard
          title="Tickets resolved"
          value={data.tickets.resolved}
          previous={p.tickets.resolved}
          why={M.noTickets}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title="SLA met"
          value={data.slaMetPercent}
          previous={p.slaMetPercent}
          format={fmt.pct}
          why={M.noResolved}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title="Median resolution time"
          value={data.resolutionMedianHours}
          previous={p.resolutionMedianHours}
          format={fmt.hours}
          why={M.noResolved}
          icon={Clock}
          iconColor="orange"
        />
        <FigureCard
          title="Open at end of period"
          value={data.tickets.open}
          why={M.noTickets}
          icon={Inbox}
          iconColor="purple"
          hint={`${fmt.count(data.tickets.reopened)} reopened in the period`}
        />
        <FigureCard
          title="Assets managed"
          value={data.assets.total}
          why={M.noAssets}
          icon={HardDrive}
          iconColor="purple"
        />
        <FigureCard
          title="Devices per student"
          value={data.assets.devicesPerStudent}
          format={fmt.ratio}
          why={<EnrollmentMissing />}
          icon={Laptop}
          iconColor="blue"
        />
        <FigureCard
          title="Annual license spend"
          value={data.licenses.annualCost}
          format={fmt.money}
          why={M.noLicenses}
          icon={DollarSign}
          iconColor="green"
        />
        <FigureCard
          title="Visits on time"
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
  return (
    <ChartCard
      title="Tickets over time"
      description="Created and resolved per period, and the backlog at its end."
      empty={nothing ? M.noTickets : null}
      chart={
        <TrendChart
          data={series}
          series={[
            { key: 'created', name: 'Created' },
            { key: 'resolved', name: 'Resolved' },
            { key: 'backlog', name: 'Backlog' },
          ]}
        />
      }
      table={{
        columns: ['Period from', 'Created', 'Resolved', 'Backlog'],
        rows: series.map((s) => [s.date, s.created, s.resolved, s.backlog]),
      }}
    />
  );
}
