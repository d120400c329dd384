import { assetsApi } from '@domain/api/assets';
import { ASSET_PAGE_SIZE, type AssetFilter, type AssetSort } from '@domain/assets';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assetKeys, filterQuery } from './asset-keys';

/** The filtered inventory, a page at a time (the table asks for the next page as it scrolls). */
export function useAssetsPage(districtId: string, filter: AssetFilter, sort: AssetSort) {
  return useInfiniteQuery({
    queryKey: assetKeys.page(districtId, filter, sort),
    queryFn: ({ pageParam }) =>
      api(assetsApi.page, {
        query: {
          ...filterQuery(districtId, filter),
          sort,
          limit: ASSET_PAGE_SIZE,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep the rows on screen while a new search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
