import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { assetKeys } from './asset-keys';

/** Refreshes the inventory when another browser adds, changes or deletes an asset of the district. */
export function useAssetsLive(districtId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId?: string | null }) => {
    if (districtId && message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    }
  };
  useWsEvent('asset_created', refresh);
  useWsEvent('asset_updated', refresh);
  useWsEvent('asset_deleted', refresh);
}
