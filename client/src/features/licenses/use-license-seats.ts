import { licensesApi } from '@domain/api/licenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { licenseKeys } from './license-keys';

/** A license's seats, newest first, narrowed by a search (the server lists at most 500). */
export function useLicenseSeats(districtId: string, licenseId: string, q: string) {
  return useQuery({
    queryKey: licenseKeys.seats(districtId, licenseId, q),
    queryFn: () =>
      api(licensesApi.seats, {
        params: { id: licenseId },
        query: { districtId, q: q.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
