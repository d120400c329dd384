import { VISIT_MESSAGES, type Visit } from '@domain/visits';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { type StepRequest, VisitActions } from './visit-actions';
import { VisitPriorityBadge, VisitStatusBadge } from './visit-badges';

interface VisitListProps {
  /** The visits of the filters' period. */
  query: UseQueryResult<Visit[]>;
  /** Whether the caller may step this visit (schedulers: all; technicians: their own). */
  canStep: (visit: Visit) => boolean;
  onStep: StepRequest;
  filtered: boolean;
  /** Schedule Visit, for the period without any. */
  scheduleButton: ReactNode;
}

const when = (v: Visit) => `${formatDate(v.scheduledStart)}, ${formatTime(v.scheduledStart)}`;

/** List View: a table on wide screens, cards on phones. */
export function VisitList({ query, canStep, onStep, filtered, scheduleButton }: VisitListProps) {
  const { t } = useTranslation('visits');
  const actions = (v: Visit) => canStep(v) && <VisitActions visit={v} onStep={onStep} />;
  const columns: DataColumn<Visit>[] = [
    {
      header: t('list.when'),
      className: 'whitespace-nowrap',
      cell: (v) => (
        <>
          {when(v)}
          <span className="block text-xs text-subtle-fg">
            {t('list.minutes', { n: v.estimatedDuration })}
          </span>
        </>
      ),
    },
    {
      header: t('list.ticket'),
      cell: (v) => (
        <>
          <span className="font-medium text-fg">{v.ticketTitle}</span>
          <span className="block text-xs text-subtle-fg">
            {v.ticketNumber}
            {v.workType ? ` · ${v.workType}` : ''}
          </span>
        </>
      ),
    },
    { header: t('list.technician'), cell: (v) => v.technicianName },
    {
      header: t('list.location'),
      cell: (v) => (
        <>
          {v.siteName}
          {v.room && <span className="block text-xs text-subtle-fg">{v.room}</span>}
        </>
      ),
    },
    { header: t('list.priority'), cell: (v) => <VisitPriorityBadge priority={v.priority} /> },
    { header: t('list.status'), cell: (v) => <VisitStatusBadge status={v.status} /> },
    {
      header: t('list.actions'),
      className: 'text-right',
      cell: (v) => <div className="flex justify-end">{actions(v)}</div>,
    },
  ];
  const card = (v: Visit) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-fg">{v.ticketTitle}</p>
          <p className="text-xs text-muted-fg">
            {v.ticketNumber} · {when(v)} · {t('list.minutes', { n: v.estimatedDuration })}
          </p>
        </div>
        <VisitStatusBadge status={v.status} />
      </div>
      <p className="text-sm text-muted-fg">
        {v.technicianName} · {v.siteName}
        {v.room ? `, ${v.room}` : ''}
      </p>
      <div className="flex items-center justify-between gap-2">
        <VisitPriorityBadge priority={v.priority} />
        {actions(v)}
      </div>
    </div>
  );
  return (
    <Card className="overflow-hidden">
      <DataList
        query={query}
        rows={query.data ?? []}
        rowKey={(v) => v.id}
        tableFrom="lg"
        columns={columns}
        card={card}
        label={t('list.label')}
        loading={t('list.loading')}
        failed={t('list.failed')}
        empty={{
          icon: CalendarSearch,
          title: VISIT_MESSAGES.noVisits,
          description: t('list.emptyDescription'),
          action: scheduleButton,
        }}
        noMatch={{ title: VISIT_MESSAGES.noVisits, description: t('list.noMatchDescription') }}
        filtered={filtered}
      />
    </Card>
  );
}
