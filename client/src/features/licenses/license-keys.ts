import type { LicenseFilter } from '@domain/licenses';

/** Query keys of License Tracking; everything of one district sits under ['licenses', districtId]. */
export const licenseKeys = {
  district: (districtId: string) => ['licenses', districtId] as const,
  list: (districtId: string, filter: LicenseFilter) => ['licenses', districtId, 'list', filter] as const,
  summary: (districtId: string) => ['licenses', districtId, 'summary'] as const,
  one: (districtId: string, id: string) => ['licenses', districtId, 'one', id] as const,
  seats: (districtId: string, id: string, q: string) => ['licenses', districtId, 'seats', id, q] as const,
  history: (districtId: string, id: string) => ['licenses', districtId, 'history', id] as const,
};

/** The query string of a filter (empty and 'all' values left out). */
export function filterParams(districtId: string, filter: LicenseFilter): URLSearchParams {
  const params = new URLSearchParams({ districtId });
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  return params;
}

/** `?districtId=…` for calls on one license. */
export const inDistrict = (districtId: string) => `districtId=${encodeURIComponent(districtId)}`;
