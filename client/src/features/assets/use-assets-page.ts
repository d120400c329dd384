import { ASSET_PAGE_SIZE, type AssetFilter, type AssetPage, type AssetSort } from '@domain/assets';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { assetKeys, filterParams } from './asset-keys';

export function fetchAssetPage(
  districtId: string,
  filter: AssetFilter,
  sort: AssetSort,
  cursor: string | null,
) {
  const params = filterParams(districtId, filter);
  params.set('sort', sort);
  params.set('limit', String(ASSET_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiGet<AssetPage>(`/api/assets/page?${params}`);
}

/** The filtered inventory, a page at a time (the table asks for the next page as it scrolls). */
export function useAssetsPage(districtId: string, filter: AssetFilter, sort: AssetSort) {
  return useInfiniteQuery({
    queryKey: assetKeys.page(districtId, filter, sort),
    queryFn: ({ pageParam }) => fetchAssetPage(districtId, filter, sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep the rows on screen while a new search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
