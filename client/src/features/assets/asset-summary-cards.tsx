import type { AssetSummary } from '@domain/assets';
import { Archive, Boxes, CircleCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/** Total, Active, Maintenance, Retired (the whole district, whatever the filters). */
export function AssetSummaryCards({ summary }: { summary: AssetSummary | undefined }) {
  const { t } = useTranslation('assets');
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-16" /> : formatNumber(n);
  return (
    <section aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title={t('summary.total')} value={value(summary?.total)} icon={Boxes} iconColor="brand" />
      <StatCard
        title={t('summary.active')}
        value={value(summary?.active)}
        icon={CircleCheck}
        iconColor="green"
      />
      <StatCard
        title={t('summary.maintenance')}
        value={value(summary?.maintenance)}
        icon={Wrench}
        iconColor="yellow"
      />
      <StatCard
        title={t('summary.retired')}
        value={value(summary?.retired)}
        icon={Archive}
        iconColor="gray"
      />
    </section>
  );
}
