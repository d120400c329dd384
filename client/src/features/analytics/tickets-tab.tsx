import { ANALYTICS_MESSAGES as M, type TicketsAnswer } from '@domain/analytics';
import { PRIORITY_LABELS } from '@domain/priorities';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '@domain/tickets';
import { CheckCircle2, Clock, Inbox, MessageSquareReply, RotateCcw, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fmt, labelled } from './analytics-format';
import { BarsCard } from './bars-card';
import { FigureCard } from './figure-card';
import { TicketTrendCard } from './overview-tab';
import { SlaMetCard } from './sla-met-card';

/** The Tickets tab: volumes, response and resolution times, SLA per priority, breakdowns. */
export function TicketsTab({ data }: { data: TicketsAnswer }) {
  const f = data.figures;
  const p = data.previous;
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title={t('tickets.created')}
          value={f.created}
          previous={p.created}
          why={M.noTickets}
          icon={Ticket}
          iconColor="blue"
        />
        <FigureCard
          title={t('tickets.resolved')}
          value={f.resolved}
          previous={p.resolved}
          why={M.noTickets}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title={t('tickets.open')}
          value={f.open}
          why={M.noTickets}
          icon={Inbox}
          iconColor="purple"
        />
        <FigureCard
          title={t('tickets.reopened')}
          value={f.reopened}
          previous={p.reopened}
          why={M.noTickets}
          icon={RotateCcw}
          iconColor="orange"
        />
        <FigureCard
          title={t('tickets.slaMet')}
          value={f.slaMetPercent}
          previous={p.slaMetPercent}
          format={fmt.pct}
          why={M.noResolved}
          icon={CheckCircle2}
          iconColor="green"
        />
        <FigureCard
          title={t('tickets.firstResponse')}
          value={f.firstResponse.medianHours}
          previous={p.firstResponse.medianHours}
          format={fmt.hours}
          why={M.noResponses}
          icon={MessageSquareReply}
          iconColor="blue"
          hint={
            f.firstResponse.p90Hours === null
              ? undefined
              : t('tickets.p90', { hours: fmt.hours(f.firstResponse.p90Hours) })
          }
        />
        <FigureCard
          title={t('tickets.resolution')}
          value={f.resolution.medianHours}
          previous={p.resolution.medianHours}
          format={fmt.hours}
          why={M.noResolved}
          icon={Clock}
          iconColor="orange"
          hint={
            f.resolution.p90Hours === null
              ? undefined
              : t('tickets.p90', { hours: fmt.hours(f.resolution.p90Hours) })
          }
        />
      </div>
      <TicketTrendCard series={data.series} />
      <SlaMetCard slaBy={data.slaBy} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <BarsCard
          title={t('tickets.byCategory')}
          rows={labelled(data.byCategory, TICKET_CATEGORY_LABELS)}
          empty={M.noTickets}
        />
        <BarsCard
          title={t('tickets.byPriority')}
          rows={labelled(data.byPriority, PRIORITY_LABELS)}
          empty={M.noTickets}
          labelColumn={t('tickets.priority')}
        />
        <BarsCard
          title={t('tickets.byStatus')}
          description={t('tickets.byStatusDescription')}
          rows={labelled(data.byStatus, TICKET_STATUS_LABELS)}
          empty={M.noTickets}
          labelColumn={t('tickets.status')}
        />
      </div>
    </div>
  );
}
