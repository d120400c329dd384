import type { TicketSummary } from '@domain/tickets';
import { CircleCheck, CircleDot, Clock, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/** The cards total, open, in progress, resolved (the server's kept counts). */
export function TicketSummaryCards({ summary }: { summary: TicketSummary | undefined }) {
  const { t } = useTranslation('tickets');
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-7 w-14" /> : formatNumber(n);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard title={t('summary.total')} value={value(summary?.total)} icon={Ticket} iconColor="brand" />
      <StatCard title={t('summary.open')} value={value(summary?.open)} icon={CircleDot} iconColor="blue" />
      <StatCard
        title={t('summary.inProgress')}
        value={value(summary?.inProgress)}
        icon={Clock}
        iconColor="yellow"
      />
      <StatCard
        title={t('summary.resolved')}
        value={value(summary?.resolved)}
        icon={CircleCheck}
        iconColor="green"
      />
    </div>
  );
}
