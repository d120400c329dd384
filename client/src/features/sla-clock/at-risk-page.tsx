import { PRIORITY_LABELS } from '@domain/priorities';
import { type AtRiskTicket, remainingInWords, SLA_CLOCK_LABELS, SLA_CLOCK_MESSAGES } from '@domain/sla-clock';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess, useCurrentUser } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { PriorityBadge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { ListFooter } from '@/ui/list-footer';
import { PageHeader } from '@/ui/page-header';
import { RowOpener } from '@/ui/row-opener';
import { SlaStateBadge } from './sla-state-badge';
import { useAtRisk } from './use-at-risk';

/** The queue is one page (the soonest due): no Load more. */
const ONE_PAGE = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

function Left({ row }: { row: AtRiskTicket }) {
  return (
    <span className={row.remainingMinutes < 0 ? 'text-sm font-medium text-tone-red-fg' : 'text-sm text-fg'}>
      {remainingInWords(row.remainingMinutes)}
    </span>
  );
}

/**
 * /at-risk, "At risk now" (see docs/product.md#sla-clock): open tickets at risk of missing their
 * SLA or past it, soonest due first, with the working time left; a district's, or every district's
 * for Five Star outside a district view.
 */
export function AtRiskPage() {
  const user = useCurrentUser();
  const access = useAccess('tickets');
  const { districtId, districtName } = useWorkingDistrict();
  const { t } = useTranslation('slaClock');
  const header = (
    <PageHeader
      title={t('atRisk.title')}
      description={
        districtId
          ? t('atRisk.description.district', {
              district: districtName ?? t('atRisk.description.theDistrict'),
            })
          : t('atRisk.description.all')
      }
    />
  );
  if (!access.ok)
    return (
      <>
        {header}
        <AreaLocked what={t('atRisk.locked')} plural verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return (
    <>
      {header}
      <AtRiskList districtId={districtId} />
    </>
  );
}

function AtRiskList({ districtId }: { districtId: string | null }) {
  const list = useAtRisk(districtId);
  const navigate = useNavigate();
  const { t } = useTranslation('slaClock');
  const rows = list.data?.tickets ?? [];
  const openTicket = (r: AtRiskTicket) => navigate(`/tickets?ticket=${r.ticketId}`);
  const columns: DataColumn<AtRiskTicket>[] = [
    {
      header: t('atRisk.columns.ticket'),
      className: 'w-[34%] max-w-0',
      cell: (r) => (
        <>
          <span className="font-mono text-xs text-subtle-fg">{r.ticketNumber}</span>
          <RowOpener name={r.title} onOpen={() => openTicket(r)} className="w-full text-fg" />
        </>
      ),
    },
    ...(districtId
      ? []
      : [{ header: t('atRisk.columns.district'), cell: (r: AtRiskTicket) => r.districtName }]),
    { header: t('atRisk.columns.priority'), cell: (r) => <PriorityBadge priority={r.priority} /> },
    { header: t('atRisk.columns.state'), cell: (r) => <SlaStateBadge state={r.state} /> },
    {
      header: t('atRisk.columns.due'),
      cell: (r) => (
        <span className="flex flex-col text-sm">
          <span>{SLA_CLOCK_LABELS[r.target]}</span>
          <time dateTime={r.dueAt} className="text-xs text-muted-fg">
            {formatDateTime(r.dueAt)}
          </time>
        </span>
      ),
    },
    { header: t('atRisk.columns.left'), cell: (r) => <Left row={r} /> },
    {
      header: t('atRisk.columns.assignee'),
      cell: (r) => r.assigneeName ?? <span className="text-muted-fg">{t('atRisk.unassigned')}</span>,
    },
  ];
  const card = (r: AtRiskTicket) => (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <RowOpener name={r.title} onOpen={() => openTicket(r)} className="min-w-0 flex-1 text-sm text-fg" />
        <SlaStateBadge state={r.state} />
      </div>
      <p className="text-xs text-muted-fg">
        {r.ticketNumber}
        {districtId ? '' : ` · ${r.districtName}`} · {PRIORITY_LABELS[r.priority]} ·{' '}
        {t('atRisk.due', { target: SLA_CLOCK_LABELS[r.target], date: formatDateTime(r.dueAt) })}
      </p>
      <p className="flex items-center justify-between gap-2">
        <Left row={r} />
        <span className="text-xs text-muted-fg">{r.assigneeName ?? t('atRisk.unassigned')}</span>
      </p>
    </div>
  );
  return (
    <Card className="overflow-hidden">
      <DataList
        query={list}
        rows={rows}
        rowKey={(r) => r.ticketId}
        columns={columns}
        card={card}
        tableFrom="lg"
        label={t('atRisk.label')}
        loading={t('atRisk.loading')}
        failed={SLA_CLOCK_MESSAGES.atRiskLoadFailed}
        empty={{ icon: ShieldCheck, title: SLA_CLOCK_MESSAGES.atRiskEmpty }}
        footer={
          <ListFooter query={ONE_PAGE}>
            {list.data?.more
              ? t('atRisk.footer.more', { shown: rows.length })
              : t('atRisk.footer.all', { shown: rows.length })}
          </ListFooter>
        }
      />
    </Card>
  );
}
