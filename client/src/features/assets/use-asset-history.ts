import type { AssetHistoryEntry } from '@domain/assets';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { assetKeys } from './asset-keys';

export const fetchAssetHistory = (districtId: string, assetId: string) =>
  apiGet<AssetHistoryEntry[]>(`/api/assets/${assetId}/history?districtId=${encodeURIComponent(districtId)}`);

/** Check-outs, check-ins and status changes of one asset, newest first. */
export function useAssetHistory(districtId: string, assetId: string) {
  return useQuery({
    queryKey: assetKeys.history(districtId, assetId),
    queryFn: () => fetchAssetHistory(districtId, assetId),
  });
}
