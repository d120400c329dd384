import { licensesApi } from '@domain/api/licenses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { licenseKeys } from './license-keys';

/** One license with every field (contract, notes, contacts), for its detail and the Edit dialog. */
export function useLicense(districtId: string, id: string | null) {
  return useQuery({
    queryKey: licenseKeys.one(districtId, id ?? 'none'),
    queryFn: () => api(licensesApi.get, { params: { id: id! }, query: { districtId } }),
    enabled: id !== null,
  });
}
