import type { AssetSummary } from '@domain/assets';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { assetKeys } from './asset-keys';

export const fetchAssetSummary = (districtId: string) =>
  apiGet<AssetSummary>(`/api/assets/summary?districtId=${encodeURIComponent(districtId)}`);

/** Counts of the summary cards (the whole district, whatever the filters). */
export function useAssetSummary(districtId: string) {
  return useQuery({ queryKey: assetKeys.summary(districtId), queryFn: () => fetchAssetSummary(districtId) });
}
