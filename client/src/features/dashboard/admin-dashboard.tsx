import { DASHBOARD_MESSAGES, type DashboardHealth } from '@domain/dashboard';
import type { Ticket } from '@domain/tickets';
import { Building2, HardDrive, OctagonAlert, Plus, Ticket as TicketIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketDetailsDialog } from '@/features/tickets';
import { formatNumber, formatThousands } from '@/lib/format';
import { buttonClasses } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { StatCard } from '@/ui/stat-card';
import { DistrictManagementCard } from './district-management-card';
import { IntegrationStatusCard } from './integration-status-card';
import { PerformanceAnalyticsCard } from './performance-analytics-card';
import { RecentActivityCard } from './recent-activity-card';
import { ServiceLevelDistributionCard } from './service-level-distribution-card';
import { ServiceLevelPerformanceCard } from './service-level-performance-card';
import { SystemAlertsCard } from './system-alerts-card';
import { SystemHealthCard } from './system-health-card';
import { TicketListCard } from './ticket-list-card';
import { UpcomingRenewalsCard } from './upcoming-renewals-card';
import { useDashboardMetrics } from './use-dashboard-metrics';

/**
 * The Five Star Administrator's global view (docs/product.md#dashboard): totals, critical tickets across all
 * districts, recent activity, the service-level distribution, system status and district management.
 * No New Ticket button.
 */
export function AdminDashboard() {
  const metrics = useDashboardMetrics('all');
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <>
            <Link to="/tickets" className={buttonClasses('secondary')}>
              <TicketIcon aria-hidden /> {t('admin.supportQueue')}
            </Link>
            <Link to="/create-district" className={buttonClasses('primary')}>
              <Plus aria-hidden /> {t('admin.newDistrict')}
            </Link>
          </>
        }
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
              title={t('stats.criticalTickets')}
              value={formatNumber(metrics.data.tickets.critical)}
              icon={OctagonAlert}
              iconColor="red"
            />
            <StatCard
              title={t('stats.assetsManaged')}
              value={formatThousands(metrics.data.assets.total)}
              icon={HardDrive}
              iconColor="purple"
            />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <TicketListCard
                title={t('admin.critical.title')}
                description={t('admin.critical.description')}
                tickets={metrics.data.criticalTickets}
                emptyText={DASHBOARD_MESSAGES.noCriticalTickets}
                showDistrict
                onOpen={setViewing}
                allHref="/tickets"
              />
            </div>
            <SystemStatus
              health={metrics.data.alerts.health}
              alerts={metrics.data.alerts.items}
              expiringLicenses={metrics.data.alerts.expiringLicenses}
            />
          </div>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivityCard entries={metrics.data.recentActivity} />
            </div>
            <ServiceLevelDistributionCard levels={metrics.data.serviceLevels} />
          </div>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <DistrictManagementCard />
            </div>
            <div className="flex flex-col gap-4">
              <UpcomingRenewalsCard
                renewals={metrics.data.upcomingRenewals}
                total={metrics.data.alerts.expiringLicenses}
              />
              <IntegrationStatusCard />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <PerformanceAnalyticsCard analyticsUrl={metrics.data.analyticsUrl} />
            <ServiceLevelPerformanceCard
              tickets={metrics.data.tickets}
              slaMetPercent={metrics.data.slaMetPercent}
              windowDays={metrics.data.slaWindowDays}
            />
          </div>
        </div>
      )}
      <TicketDetailsDialog ticket={viewing} canEdit onClose={() => setViewing(null)} />
    </>
  );
}

function SystemStatus({
  health,
  ...alerts
}: { health: DashboardHealth } & Parameters<typeof SystemAlertsCard>[0]) {
  return (
    <div className="flex flex-col gap-4">
      <SystemHealthCard health={health} />
      <SystemAlertsCard {...alerts} />
    </div>
  );
}
