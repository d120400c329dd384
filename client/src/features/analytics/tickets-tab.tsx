import { ANALYTICS_MESSAGES as M, type TicketsAnswer } from '@domain/analytics';
import { PRIORITY_LABELS } from '@domain/priorities';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '@domain/tickets';
import { CheckCircle2, Clock, Inbox, MessageSquareReply, RotateCcw, Ticket } from 'lucide-react';
import { fmt, labelled } from './analytics-format';
import { BarsCard } from './bars-card';
import { FigureCard } from './figure-card';
import { TicketTrendCard } from './overview-tab';
import { SlaMetCard } from './sla-met-card';

/** The Tickets tab: volumes, response and resolution times, SLA per priority, breakdowns. */
export function TicketsTab({ data }: { data: TicketsAnswer }) {
  const f = data.figures;
  const p = data.previous;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title="Created"
          value={f.created}
          previous={p.created}
          why={M.noTickets}
          icon={Ticket}
          iconColor="blue"
        />
        <FigureCard
          title="Resolved"
          value={f.resolved}
          previous={p.resolved}
          why={M.noTickets}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title="Open at end of period"
          value={f.open}
          why={M.noTickets}
          icon={Inbox}
          iconColor="purple"
        />
        <FigureCard
          title="Reopened"
          value={f.reopened}
          previous={p.reopened}
          why={M.noTickets}
          icon={RotateCcw}
          iconColor="orange"
        />
        <FigureCard
          title="SLA met"
          value={f.slaMetPercent}
          previous={p.slaMetPercent}
          format={fmt.pct}
          why={M.noResolved}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title="First response (median)"
          value={f.firstResponse.medianHours}
          previous={p.firstResponse.medianHours}
          format={fmt.hours}
          why={M.noResponses}
          icon={MessageSquareReply}
          iconColor="blue"
          hint={
            f.firstResponse.p90Hours === null
              ? undefined
              : `90th percentile ${fmt.hours(f.firstResponse.p90Hours)}`
          }
        />
        <FigureCard
          title="Resolution (median)"
          value={f.resolution.medianHours}
          previous={p.resolution.medianHours}
          format={fmt.hours}
          why={M.noResolved}
          icon={Clock}
          iconColor="orange"
          hint={
            f.resolution.p90Hours === null ? undefined : `90th percentile ${fmt.hours(f.resolution.p90Hours)}`
          }
        />
      </div>
      <TicketTrendCard series={data.series} />
      <SlaMetCard slaBy={data.slaBy} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <BarsCard
          title="By category"
          rows={labelled(data.byCategory, TICKET_CATEGORY_LABELS)}
          empty={M.noTickets}
        />
        <BarsCard
          title="By priority"
          rows={labelled(data.byPriority, PRIORITY_LABELS)}
          empty={M.noTickets}
          labelColumn="Priority"
        />
        <BarsCard
          title="By status"
          description="Tickets created in the period, as they stand now."
          rows={labelled(data.byStatus, TICKET_STATUS_LABELS)}
          empty={M.noTickets}
          labelColumn="Status"
        />
      </div>
    </div>
  );
}
