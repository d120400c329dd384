import { licensesApi } from '@domain/api/licenses';
import type { LicenseFilter } from '@domain/licenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { filterQuery, licenseKeys } from './license-keys';

export const fetchLicenses = (districtId: string, filter: LicenseFilter) =>
  api(licensesApi.list, { query: filterQuery(districtId, filter) });

/** The district's licenses matching the filters (filtered by the server), by name. */
export function useLicenses(districtId: string, filter: LicenseFilter) {
  return useQuery({
    queryKey: licenseKeys.list(districtId, filter),
    queryFn: () => fetchLicenses(districtId, filter),
    // Keep the rows on screen while a new search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
