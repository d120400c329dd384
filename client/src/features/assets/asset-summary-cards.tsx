import type { AssetSummary } from '@domain/assets';
import { Archive, Boxes, CircleCheck, Wrench } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/** Total, Active, Maintenance, Retired (the whole district, whatever the filters). */
export function AssetSummaryCards({ summary }: { summary: AssetSummary | undefined }) {
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-16" /> : formatNumber(n);
  return (
    <section aria-label="Inventory summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title="Total Assets" value={value(summary?.total)} icon={Boxes} iconColor="brand" />
      <StatCard title="Active" value={value(summary?.active)} icon={CircleCheck} iconColor="green" />
      <StatCard title="Maintenance" value={value(summary?.maintenance)} icon={Wrench} iconColor="yellow" />
      <StatCard title="Retired" value={value(summary?.retired)} icon={Archive} iconColor="gray" />
    </section>
  );
}
