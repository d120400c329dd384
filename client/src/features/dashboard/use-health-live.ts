import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useWsEvent } from '@/lib/use-ws-event';

/**
 * Refreshes the dashboard at once when a monitor changes state or an incident opens or closes
 * (System Health and System Alerts come from them), rather than at the next 30-second poll.
 */
export function useHealthLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useWsEvent('monitor_changed', refresh);
  useWsEvent('incident_changed', refresh);
}
