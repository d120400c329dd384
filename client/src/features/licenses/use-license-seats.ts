import type { AssignmentPage } from '@domain/licenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { inDistrict, licenseKeys } from './license-keys';

/** A license's seats, newest first, narrowed by a search (the server lists at most 500). */
export function useLicenseSeats(districtId: string, licenseId: string, q: string) {
  return useQuery({
    queryKey: licenseKeys.seats(districtId, licenseId, q),
    queryFn: () => {
      const search = q.trim() ? `&q=${encodeURIComponent(q.trim())}` : '';
      return apiGet<AssignmentPage>(
        `/api/licenses/${licenseId}/assignments?${inDistrict(districtId)}${search}`,
      );
    },
    placeholderData: keepPreviousData,
  });
}
