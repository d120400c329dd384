import { DASHBOARD_MESSAGES, type DashboardHealth } from '@domain/dashboard';
import type { Ticket } from '@domain/tickets';
import { Building2, HardDrive, OctagonAlert, Plus, Ticket as TicketIcon } from 'lucide-react';
import { useState } from 'react';
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
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Every district Five Star manages, at a glance."
        actions={
          <>
            <Link to="/tickets" className={buttonClasses('secondary')}>
              <TicketIcon aria-hidden /> Support Queue
            </Link>
            <Link to="/create-district" className={buttonClasses('primary')}>
              <Plus aria-hidden /> New District
            </Link>
          </>
        }
      />
      {metrics.isPending ? (
        <LoadingState message="Loading dashboard..." />
      ) : metrics.isError ? (
        <LoadError {...DASHBOARD_MESSAGES.loadError} query={metrics} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              title="Active Districts"
              value={formatNumber(metrics.data.districts)}
              icon={Building2}
            />
            <StatCard
              title="Open Tickets"
              value={formatNumber(metrics.data.tickets.open)}
              icon={TicketIcon}
              iconColor="blue"
            />
            <StatCard
              title="Critical Tickets"
              value={formatNumber(metrics.data.tickets.critical)}
              icon={OctagonAlert}
              iconColor="red"
            />
            <StatCard
              title="Assets Managed"
              value={formatThousands(metrics.data.assets.total)}
              icon={HardDrive}
              iconColor="purple"
            />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <TicketListCard
                title="Critical Tickets"
                description="Critical tickets still open or in progress, across all districts."
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
