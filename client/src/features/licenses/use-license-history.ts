import { licensesApi } from '@domain/api/licenses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { licenseKeys } from './license-keys';

/** Every change of a license, newest first. */
export function useLicenseHistory(districtId: string, licenseId: string) {
  return useQuery({
    queryKey: licenseKeys.history(districtId, licenseId),
    queryFn: () => api(licensesApi.history, { params: { id: licenseId }, query: { districtId } }),
  });
}
