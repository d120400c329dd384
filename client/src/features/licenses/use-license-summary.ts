import { licensesApi } from '@domain/api/licenses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { licenseKeys } from './license-keys';

/** The four cards' figures, for the whole district whatever the filters. */
export function useLicenseSummary(districtId: string) {
  return useQuery({
    queryKey: licenseKeys.summary(districtId),
    queryFn: () => api(licensesApi.summary, { query: { districtId } }),
  });
}
