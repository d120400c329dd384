import type { VaultSummary } from '@domain/vault';
import { Clock, KeyRound, Share2, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

const CARDS = [
  {
    key: 'total',
    title: i18n.t('vault:summary.total'),
    hint: i18n.t('vault:summary.totalHint'),
    icon: KeyRound,
    color: 'brand',
  },
  {
    key: 'securityAlerts',
    title: i18n.t('vault:summary.alerts'),
    hint: i18n.t('vault:summary.alertsHint'),
    icon: ShieldAlert,
    color: 'red',
  },
  {
    key: 'recentlyAccessed',
    title: i18n.t('vault:summary.recent'),
    hint: i18n.t('vault:summary.recentHint'),
    icon: Clock,
    color: 'blue',
  },
  {
    key: 'shared',
    title: i18n.t('vault:summary.shared'),
    hint: i18n.t('vault:summary.sharedHint'),
    icon: Share2,
    color: 'purple',
  },
] as const;

/** Total, Security Alerts, Recently Accessed (3 days) and Shared, over the entries the user sees. */
export function VaultSummaryCards({ summary }: { summary: VaultSummary | undefined }) {
  const { t } = useTranslation('vault');
  return (
    <section aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map((c) => (
        <StatCard
          key={c.key}
          title={c.title}
          value={summary ? formatNumber(summary[c.key]) : <Skeleton className="h-8 w-12" />}
          hint={c.hint}
          icon={c.icon}
          iconColor={c.color}
        />
      ))}
    </section>
  );
}
