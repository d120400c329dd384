import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { canEdit } from '@domain/roles';
import type { Ticket } from '@domain/tickets';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { Building2, HardDrive, Ticket as TicketIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { TicketDetailsDialog } from '@/features/tickets';
import { formatNumber, formatThousands } from '@/lib/format';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { StatCard } from '@/ui/stat-card';
import { IntegrationStatusCard } from './integration-status-card';
import { NewTicketButton } from './new-ticket-button';
import { PerformanceAnalyticsCard } from './performance-analytics-card';
import { ServiceLevelPerformanceCard } from './service-level-performance-card';
import { SystemAlertsCard } from './system-alerts-card';
import { SystemHealthCard } from './system-health-card';
import { TicketListCard } from './ticket-list-card';
import { useDashboardMetrics } from './use-dashboard-metrics';

/** The district view (docs/product.md#dashboard): the four metrics, Recent Tickets, System Alerts and the New Ticket dialog. */
export function DistrictDashboard() {
  const user = useCurrentUser();
  const metrics = useDashboardMetrics(user.districtId ?? 'none');
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const { t } = useTranslation('dashboard');
  const supportTier = useAccess('tickets').ok;

  return (
    <>
      <PageHeader
        title={t('district.title', { name: user.firstName || user.name })}
        description={`${user.districtName ?? t('district.yourDistrict')} · ${SERVICE_LEVEL_LABELS[user.serviceLevel]}`}
        actions={<NewTicketButton />}
      />
      {metrics.isPending ? (
        <LoadingState message={t('loading')} />
      ) : metrics.isError ? (
        <LoadError {...DASHBOARD_MESSAGES.loadError} query={metrics} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              title={t('stats.activeDistricts')}
              value={formatNumber(metrics.data.districts)}
              icon={Building2}
            />
            <StatCard
              title={t('stats.openTickets')}
              value={formatNumber(metrics.data.tickets.open)}
              icon={TicketIcon}
              iconColor="blue"
            />
            <StatCard
              title={t('stats.assetsManaged')}
              value={formatThousands(metrics.data.assets.total)}
              icon={HardDrive}
              iconColor="purple"
            />
            <SystemHealthCard health={metrics.data.alerts.health} />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <TicketListCard
                title={t('district.recent.title')}
                description={t('district.recent.description')}
                tickets={metrics.data.recentTickets}
                emptyText={DASHBOARD_MESSAGES.noRecentTickets}
                onOpen={supportTier ? setViewing : undefined}
                allHref={supportTier ? '/tickets' : undefined}
              />
            </div>
            <SystemAlertsCard
              alerts={metrics.data.alerts.items}
              expiringLicenses={metrics.data.alerts.expiringLicenses}
              renewals={metrics.data.upcomingRenewals}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <PerformanceAnalyticsCard analyticsUrl={metrics.data.analyticsUrl} />
            <ServiceLevelPerformanceCard
              tickets={metrics.data.tickets}
              slaMetPercent={metrics.data.slaMetPercent}
              windowDays={metrics.data.slaWindowDays}
            />
            <IntegrationStatusCard />
          </div>
        </div>
      )}
      <TicketDetailsDialog ticket={viewing} canEdit={canEdit(user.role)} onClose={() => setViewing(null)} />
    </>
  );
}
