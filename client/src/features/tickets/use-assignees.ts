import type { UserSummary } from '@domain/users';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';
import { apiGet } from '@/lib/api';
import { ticketKeys } from './ticket-keys';

/**
 * Who a ticket of the district may be assigned to: its users, and for Five Star's administrators
 * also Five Star's staff (whom only they may list).
 */
export function useAssignees(districtId: string | null, enabled = true) {
  const withStaff = useCurrentUser().accountRole === 'provider_admin';
  return useQuery({
    queryKey: [...ticketKeys.assignees(districtId ?? 'none'), withStaff],
    queryFn: () =>
      apiGet<UserSummary[]>(
        `/api/people?districtId=${encodeURIComponent(districtId!)}${withStaff ? '&includeProvider=true' : ''}`,
      ),
    enabled: enabled && districtId !== null,
    staleTime: 60_000,
  });
}
