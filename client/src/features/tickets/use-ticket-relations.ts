import { ticketRelationsApi } from '@domain/api/ticket-relations';
import { RELATION_MESSAGES } from '@domain/ticket-relations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { invalidateTickets } from './invalidate-tickets';

const relationsKey = (id: string) => ['tickets', 'details', id, 'links'] as const;
const suggestionKey = (id: string) => ['tickets', 'details', id, 'suggestion'] as const;

/** GET /api/tickets/:id/links: linked tickets, tickets merged into it, where it was merged. */
export const useTicketRelations = (id: string) =>
  useQuery({
    queryKey: relationsKey(id),
    queryFn: () => api(ticketRelationsApi.relations, { params: { id } }),
  });

/** GET /api/tickets/:id/suggestion: Sparky's canned response or article for the reply, or null. */
export const useTicketSuggestion = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: suggestionKey(id),
    queryFn: () => api(ticketRelationsApi.suggestion, { params: { id } }),
    enabled,
    staleTime: 60_000,
  });

/** After a merge or a link: both tickets' details (timelines, relations) and the lists. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (districtId: string, ids: string[]) =>
    Promise.all([
      invalidateTickets(queryClient, { districtId }),
      ...ids.map((id) => invalidateTickets(queryClient, { districtId, ticketId: id })),
    ]);
}

export function useMergeTicket(districtId: string) {
  const refresh = useRefresh();
  return useApiMutation(ticketRelationsApi.merge, {
    input: ({ id, intoTicketId }: { id: string; intoTicketId: string; label: string }) => ({
      params: { id },
      body: { intoTicketId },
    }),
    success: (_t, v) => v.label,
    failure: RELATION_MESSAGES.mergeFailed,
    onSuccess: (_t, v) => refresh(districtId, [v.id, v.intoTicketId]).then(() => undefined),
  });
}

export function useLinkTicket(districtId: string) {
  const refresh = useRefresh();
  return useApiMutation(ticketRelationsApi.link, {
    input: ({ id, ticketId }: { id: string; ticketId: string }) => ({ params: { id }, body: { ticketId } }),
    success: RELATION_MESSAGES.linked,
    failure: RELATION_MESSAGES.linkFailed,
    onSuccess: (_r, v) => refresh(districtId, [v.id, v.ticketId]).then(() => undefined),
  });
}

export function useUnlinkTicket(districtId: string) {
  const refresh = useRefresh();
  return useApiMutation(ticketRelationsApi.unlink, {
    input: ({ id, ticketId }: { id: string; ticketId: string }) => ({ params: { id, ticketId } }),
    success: RELATION_MESSAGES.unlinked,
    failure: RELATION_MESSAGES.unlinkFailed,
    onSuccess: (_r, v) => refresh(districtId, [v.id, v.ticketId]).then(() => undefined),
  });
}
