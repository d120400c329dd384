import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { meetingsKey } from './use-meetings';

/** Refreshes the district's meetings when another browser changes one. */
export function useMeetingsLive(districtId: string | null) {
  const queryClient = useQueryClient();
  useWsEvent('meeting_changed', (message) => {
    if (districtId && message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: meetingsKey(districtId), exact: true });
    }
  });
}
