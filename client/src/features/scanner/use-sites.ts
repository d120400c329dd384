import { settingsApi } from '@domain/api/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { scannerKeys } from './scanner-keys';

/** The district's schools and buildings: where a collection, an issue or an audit happens. */
export function useSites(districtId: string) {
  return useQuery({
    queryKey: scannerKeys.sites(districtId),
    queryFn: () => api(settingsApi.sites, { query: { districtId } }),
    staleTime: 60_000,
  });
}
