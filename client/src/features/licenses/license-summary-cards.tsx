import { formatLicenseCost, type LicenseSummary } from '@domain/licenses';
import { CalendarClock, CalendarX, DollarSign, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/**
 * Total annual cost (not shown to technicians), license utilization (used of total seats),
 * expiring soon (within 90 days) and expired: the whole district, whatever the filters.
 */
export function LicenseSummaryCards({
  summary,
  showCosts,
}: {
  summary: LicenseSummary | undefined;
  showCosts: boolean;
}) {
  const value = (text: string | undefined) => (text === undefined ? <Skeleton className="h-8 w-16" /> : text);
  const s = summary;
  const { t } = useTranslation('licenses');
  return (
    <section
      aria-label={t('summary.label')}
      className={cn('grid grid-cols-2 gap-3 sm:gap-4', showCosts ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}
    >
      {showCosts && (
        <StatCard
          title={t('summary.cost.title')}
          value={value(s && formatLicenseCost(s.totalAnnualCost))}
          hint={s && t('summary.cost.hint', { licenses: formatNumber(s.total - s.cancelled) })}
          icon={DollarSign}
          iconColor="brand"
        />
      )}
      <StatCard
        title={t('summary.utilization.title')}
        value={value(s && (s.utilization === null ? '—' : `${s.utilization}%`))}
        hint={
          s &&
          t('summary.utilization.hint', {
            used: formatNumber(s.seats.used),
            total: formatNumber(s.seats.total),
          })
        }
        icon={Gauge}
        iconColor="purple"
      />
      <StatCard
        title={t('summary.expiring.title')}
        value={value(s && formatNumber(s.expiring))}
        hint={t('summary.expiring.hint')}
        icon={CalendarClock}
        iconColor="orange"
      />
      <StatCard
        title={t('summary.expired.title')}
        value={value(s && formatNumber(s.expired))}
        hint={t('summary.expired.hint')}
        icon={CalendarX}
        iconColor="red"
      />
    </section>
  );
}
