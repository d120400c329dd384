import type { VaultSummary } from '@domain/vault';
import { Clock, KeyRound, Share2, ShieldAlert } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

const CARDS = [
  { key: 'total', title: 'Total Passwords', hint: 'that you can see', icon: KeyRound, color: 'brand' },
  {
    key: 'securityAlerts',
    title: 'Security Alerts',
    hint: 'weak, expiring or reused',
    icon: ShieldAlert,
    color: 'red',
  },
  {
    key: 'recentlyAccessed',
    title: 'Recently Accessed',
    hint: 'in the last 3 days',
    icon: Clock,
    color: 'blue',
  },
  { key: 'shared', title: 'Shared Passwords', hint: 'with named roles', icon: Share2, color: 'purple' },
] as const;

/** Total, Security Alerts, Recently Accessed (3 days) and Shared, over the entries the user sees. */
export function VaultSummaryCards({ summary }: { summary: VaultSummary | undefined }) {
  return (
    <section aria-label="Vault summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
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
