import { assetsApi } from '@domain/api/assets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assetKeys } from './asset-keys';

/** Counts of the summary cards (the whole district, whatever the filters). */
export function useAssetSummary(districtId: string) {
  return useQuery({
    queryKey: assetKeys.summary(districtId),
    queryFn: () => api(assetsApi.summary, { query: { districtId } }),
  });
}
