import { assetsApi } from '@domain/api/assets';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api';
import { useSearchParamUpdate } from '@/lib/use-search-param-update';
import { assetKeys } from './asset-keys';

/**
 * The asset an address names (`/inventory?asset=<id>`, where a label's /a/<tag> leads): shown
 * in the asset's dialog over the list, whether or not the list has loaded it.
 */
export function useLinkedAsset(districtId: string) {
  const [params] = useSearchParams();
  const id = params.get('asset');
  const update = useSearchParamUpdate();
  const query = useQuery({
    queryKey: [...assetKeys.district(districtId), 'one', id],
    queryFn: () => api(assetsApi.get, { params: { id: id! }, query: { districtId } }),
    enabled: id !== null,
  });
  return {
    asset: id !== null ? (query.data ?? null) : null,
    /** Takes `asset` out of the address (the dialog closed). */
    clear: () => {
      if (id !== null) update({ asset: null });
    },
  };
}
