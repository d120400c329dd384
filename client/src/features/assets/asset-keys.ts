import type { AssetFilter, AssetSort } from '@domain/assets';

/** Query keys of the inventory; everything of one district sits under ['assets', districtId]. */
export const assetKeys = {
  district: (districtId: string) => ['assets', districtId] as const,
  page: (districtId: string, filter: AssetFilter, sort: AssetSort) =>
    ['assets', districtId, 'page', filter, sort] as const,
  summary: (districtId: string) => ['assets', districtId, 'summary'] as const,
  categories: (districtId: string) => ['assets', districtId, 'categories'] as const,
  history: (districtId: string, assetId: string) => ['assets', districtId, 'history', assetId] as const,
};

/** The query string of a filter (empty and 'all' values left out). */
export function filterParams(districtId: string, filter: AssetFilter): URLSearchParams {
  const params = new URLSearchParams({ districtId });
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  return params;
}
