import type { LicenseSummary } from '@domain/licenses';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { inDistrict, licenseKeys } from './license-keys';

/** The four cards' figures, for the whole district whatever the filters. */
export function useLicenseSummary(districtId: string) {
  return useQuery({
    queryKey: licenseKeys.summary(districtId),
    queryFn: () => apiGet<LicenseSummary>(`/api/licenses/summary?${inDistrict(districtId)}`),
  });
}
