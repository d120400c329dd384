import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { licenseKeys } from './license-keys';

/** Refreshes the district's licenses (list, cards, an open detail) when another browser changes one. */
export function useLicensesLive(districtId: string) {
  const queryClient = useQueryClient();
  useWsEvent('license_changed', (message) => {
    if (message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    }
  });
}
