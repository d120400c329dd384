import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { visitKeys } from './visit-keys';

/** Refreshes every open schedule of the district when a visit is booked, moved or steps on. */
export function useVisitsLive(districtId: string) {
  const queryClient = useQueryClient();
  useWsEvent('visit_updated', (message) => {
    if (message.districtId === districtId)
      void queryClient.invalidateQueries({ queryKey: visitKeys.district(districtId) });
  });
}
