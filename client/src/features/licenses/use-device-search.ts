import { assetsApi } from '@domain/api/assets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Devices of the inventory matching a search (tag, name, serial), for per-device seats. */
export function useDeviceSearch(districtId: string, search: string) {
  return useQuery({
    queryKey: ['assets', districtId, 'seat-picker', search.trim()],
    queryFn: () =>
      api(assetsApi.page, {
        query: { districtId, limit: 20, sort: 'assetTag', search: search.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
