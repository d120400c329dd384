import type { UserSummary } from '@domain/users';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { ticketKeys } from './ticket-keys';

/** Who a ticket of the district may be assigned to: its users and Five Star staff. */
export function useAssignees(districtId: string | null, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.assignees(districtId ?? 'none'),
    queryFn: () =>
      apiGet<UserSummary[]>(`/api/users?districtId=${encodeURIComponent(districtId!)}&includeProvider=true`),
    enabled: enabled && districtId !== null,
    staleTime: 60_000,
  });
}
