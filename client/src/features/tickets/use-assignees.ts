import { usersApi } from '@domain/api/users';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';
import { api } from '@/lib/api';
import { ticketKeys } from './ticket-keys';

/**
 * Who a ticket of the district may be assigned to: its users, and for Five Star's administrators
 * also Five Star's staff (whom only they may list).
 */
export function useAssignees(districtId: string | null, enabled = true) {
  const withStaff = useCurrentUser().accountRole === 'provider_admin';
  return useQuery({
    queryKey: [...ticketKeys.assignees(districtId ?? 'none'), withStaff],
    // Staff & Students ask for help; they are never given tickets to work on.
    queryFn: async () =>
      (
        await api(usersApi.people, {
          query: { districtId: districtId!, includeProvider: withStaff ? 'true' : undefined },
        })
      ).filter((u) => u.role !== 'requester'),
    enabled: enabled && districtId !== null,
    staleTime: 60_000,
  });
}
