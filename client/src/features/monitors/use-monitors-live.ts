import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { monitorKeys } from './monitor-keys';

/**
 * Refreshes System Status when a check changes a monitor's state or an incident opens or closes
 * (the scheduled checks run on the server: this is how the screen learns of them).
 */
export function useMonitorsLive(districtId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId?: string | null }) => {
    if (!message.districtId) return;
    if (districtId === null || message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: monitorKeys.district(message.districtId) });
      void queryClient.invalidateQueries({ queryKey: monitorKeys.everyDistrict });
    }
  };
  useWsEvent('monitor_changed', refresh);
  useWsEvent('incident_changed', refresh);
}
