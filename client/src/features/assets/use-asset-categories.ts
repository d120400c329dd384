import { assetsApi } from '@domain/api/assets';
import { DEFAULT_ASSET_CATEGORIES } from '@domain/assets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assetKeys } from './asset-keys';

/**
 * The district's asset categories and their custom fields, in order. While they load (or if they
 * cannot), the defaults stand in, so pickers and labels always have a list.
 */
export function useAssetCategories(districtId: string) {
  const query = useQuery({
    queryKey: assetKeys.categories(districtId),
    queryFn: () => api(assetsApi.categories, { query: { districtId } }),
    staleTime: 60_000,
  });
  return { ...query, categories: query.data ?? DEFAULT_ASSET_CATEGORIES };
}
