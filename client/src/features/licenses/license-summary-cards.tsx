import { formatLicenseCost, type LicenseSummary } from '@domain/licenses';
import { CalendarClock, CalendarX, DollarSign, Gauge } from 'lucide-react';
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
  return (
    <section
      aria-label="License summary"
      className={cn('grid grid-cols-2 gap-3 sm:gap-4', showCosts ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}
    >
      {showCosts && (
        <StatCard
          title="Total Annual Cost"
          value={value(s && formatLicenseCost(s.totalAnnualCost))}
          hint={s && `${formatNumber(s.total - s.cancelled)} licenses`}
          icon={DollarSign}
          iconColor="brand"
        />
      )}
      <StatCard
        title="License Utilization"
        value={value(s && (s.utilization === null ? '—' : `${s.utilization}%`))}
        hint={s && `${formatNumber(s.seats.used)} of ${formatNumber(s.seats.total)} seats`}
        icon={Gauge}
        iconColor="purple"
      />
      <StatCard
        title="Expiring Soon"
        value={value(s && formatNumber(s.expiring))}
        hint="within 90 days"
        icon={CalendarClock}
        iconColor="orange"
      />
      <StatCard
        title="Expired"
        value={value(s && formatNumber(s.expired))}
        hint="renewal date passed"
        icon={CalendarX}
        iconColor="red"
      />
    </section>
  );
}
