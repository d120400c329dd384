import type { ListVisitsQuery } from '@domain/visits';

/** Query keys of the scheduling screen, all under the district so one invalidation refreshes it. */
export const visitKeys = {
  district: (districtId: string) => ['visits', districtId] as const,
  list: (districtId: string, query: ListVisitsQuery) => ['visits', districtId, 'list', query] as const,
  roster: (districtId: string) => ['visits', districtId, 'roster'] as const,
  feed: (districtId: string) => ['visits', districtId, 'feed'] as const,
};

/** The query of a list or export: the district and the filters that are set (empty ones left out). */
export function visitQuery(districtId: string, query: ListVisitsQuery): ListVisitsQuery {
  return { districtId, ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)) };
}
