import { portalApi } from '@domain/api/portal';
import type { MyTicketState } from '@domain/portal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { portalKeys } from './portal-keys';

/** GET /api/my/tickets: the caller's own tickets, newest first (read again when the tab comes back). */
export function useMyTickets(state: MyTicketState) {
  return useQuery({
    queryKey: portalKeys.tickets(state),
    queryFn: () => api(portalApi.tickets, { query: state === 'all' ? {} : { state } }),
    refetchOnWindowFocus: true,
  });
}
