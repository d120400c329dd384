import { CalendarCheck, CalendarDays, CalendarRange, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

export interface VisitCountsView {
  today: number;
  active: number;
  upcoming: number;
  completed: number;
}

/** Today's Visits, Active Visits, Upcoming This Week, Completed This Week: the district, whatever the filters. */
export function VisitSummaryCards({ counts }: { counts: VisitCountsView | undefined }) {
  const { t } = useTranslation('visits');
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-12" /> : formatNumber(n);
  return (
    <section aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title={t('summary.today')}
        value={value(counts?.today)}
        hint={t('summary.todayHint')}
        icon={CalendarDays}
        iconColor="brand"
      />
      <StatCard
        title={t('summary.active')}
        value={value(counts?.active)}
        hint={t('summary.activeHint')}
        icon={Truck}
        iconColor="purple"
      />
      <StatCard
        title={t('summary.upcoming')}
        value={value(counts?.upcoming)}
        hint={t('summary.upcomingHint')}
        icon={CalendarRange}
        iconColor="orange"
      />
      <StatCard
        title={t('summary.completed')}
        value={value(counts?.completed)}
        hint={t('summary.completedHint')}
        icon={CalendarCheck}
        iconColor="green"
      />
    </section>
  );
}
