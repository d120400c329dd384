import { useCurrentUser } from '@/features/auth';
import { useTicketLiveUpdates } from '@/features/tickets';
import { AdminDashboard } from './admin-dashboard';
import { DistrictDashboard } from './district-dashboard';
import { useHealthLive } from './use-health-live';

/** `/` (see docs/product.md#dashboard): the global view for a Five Star Administrator, the district view for everybody else. */
export function DashboardPage() {
  const user = useCurrentUser();
  useTicketLiveUpdates();
  useHealthLive();
  const globalView = user.accountRole === 'provider_admin' && !user.inDistrictView;
  return globalView ? <AdminDashboard /> : <DistrictDashboard />;
}
