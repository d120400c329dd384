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

/** The query of a filter (empty and 'all' values left out). */
export function filterQuery(districtId: string, filter: LicenseFilter) {
  return {
    districtId,
    q: filter.q?.trim() || undefined,
    status: filter.status && filter.status !== 'all' ? filter.status : undefined,
    category: filter.category && filter.category !== 'all' ? filter.category : undefined,
  };
}
