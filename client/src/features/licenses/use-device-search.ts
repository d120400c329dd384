import type { AssetPage } from '@domain/assets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Devices of the inventory matching a search (tag, name, serial), for per-device seats. */
export function useDeviceSearch(districtId: string, search: string) {
  return useQuery({
    queryKey: ['assets', districtId, 'seat-picker', search.trim()],
    queryFn: () => {
      const params = new URLSearchParams({ districtId, limit: '20', sort: 'assetTag' });
      if (search.trim()) params.set('search', search.trim());
      return apiGet<AssetPage>(`/api/assets/page?${params}`);
    },
    placeholderData: keepPreviousData,
  });
}
