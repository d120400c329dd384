import type { AssetFilter, AssetSort } from '@domain/assets';

/** Query keys of the inventory; everything of one district sits under ['assets', districtId]. */
export const assetKeys = {
  district: (districtId: string) => ['assets', districtId] as const,
  page: (districtId: string, filter: AssetFilter, sort: AssetSort) =>
    ['assets', districtId, 'page', filter, sort] as const,
  summary: (districtId: string) => ['assets', districtId, 'summary'] as const,
  categories: (districtId: string) => ['assets', districtId, 'categories'] as const,
  funding: (districtId: string) => ['assets', districtId, 'funding-sources'] as const,
  history: (districtId: string, assetId: string) => ['assets', districtId, 'history', assetId] as const,
};

/** The query of a filter (empty and 'all' values left out). */
export function filterQuery(districtId: string, filter: AssetFilter) {
  const search = filter.search?.trim();
  return {
    districtId,
    search: search || undefined,
    status: filter.status && filter.status !== 'all' ? filter.status : undefined,
    category: filter.category && filter.category !== 'all' ? filter.category : undefined,
  };
}
