import { assetsApi } from '@domain/api/assets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assetKeys } from './asset-keys';

/** Check-outs, check-ins and status changes of one asset, newest first. */
export function useAssetHistory(districtId: string, assetId: string) {
  return useQuery({
    queryKey: assetKeys.history(districtId, assetId),
    queryFn: () => api(assetsApi.history, { params: { id: assetId }, query: { districtId } }),
  });
}
