import { useCurrentUser } from '@/features/auth/use-current-user';
import { useTicketLiveUpdates } from '@/features/tickets/use-ticket-live-updates';
import { AdminDashboard } from './admin-dashboard';
import { DistrictDashboard } from './district-dashboard';

/** `/` (spec 2.4): the global view for a Five Star Administrator, the district view for everybody else. */
export function DashboardPage() {
  const user = useCurrentUser();
  useTicketLiveUpdates();
  const globalView = user.accountRole === 'provider_admin' && !user.inDistrictView;
  return globalView ? <AdminDashboard /> : <DistrictDashboard />;
}
