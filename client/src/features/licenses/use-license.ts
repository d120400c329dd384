import type { License } from '@domain/licenses';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { inDistrict, licenseKeys } from './license-keys';

export const fetchLicense = (districtId: string, id: string) =>
  apiGet<License>(`/api/licenses/${id}?${inDistrict(districtId)}`);

/** One license with every field (contract, notes, contacts), for its detail and the Edit dialog. */
export function useLicense(districtId: string, id: string | null) {
  return useQuery({
    queryKey: licenseKeys.one(districtId, id ?? 'none'),
    queryFn: () => fetchLicense(districtId, id!),
    enabled: id !== null,
  });
}
