import { CalendarCheck, CalendarDays, CalendarRange, Truck } from 'lucide-react';
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
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-12" /> : formatNumber(n);
  return (
    <section aria-label="Visit summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title="Today's Visits"
        value={value(counts?.today)}
        hint="scheduled for today"
        icon={CalendarDays}
        iconColor="brand"
      />
      <StatCard
        title="Active Visits"
        value={value(counts?.active)}
        hint="en route or on site"
        icon={Truck}
        iconColor="purple"
      />
      <StatCard
        title="Upcoming This Week"
        value={value(counts?.upcoming)}
        hint="still to come"
        icon={CalendarRange}
        iconColor="orange"
      />
      <StatCard
        title="Completed This Week"
        value={value(counts?.completed)}
        hint="work done"
        icon={CalendarCheck}
        iconColor="green"
      />
    </section>
  );
}
