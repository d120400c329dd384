import type { LicenseHistoryEntry } from '@domain/licenses';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { inDistrict, licenseKeys } from './license-keys';

/** Every change of a license, newest first. */
export function useLicenseHistory(districtId: string, licenseId: string) {
  return useQuery({
    queryKey: licenseKeys.history(districtId, licenseId),
    queryFn: () =>
      apiGet<LicenseHistoryEntry[]>(`/api/licenses/${licenseId}/history?${inDistrict(districtId)}`),
  });
}
