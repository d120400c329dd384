import {
  type CreateVisitPayload,
  type UpdateVisitPayload,
  VISIT_MESSAGES,
  type Visit,
  type VisitStatusPayload,
} from '@domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { visitKeys } from './visit-keys';

const visitPath = (id: string) => `/api/visits/${encodeURIComponent(id)}`;

function useRefresh() {
  const queryClient = useQueryClient();
  return (visit: Visit) => queryClient.invalidateQueries({ queryKey: visitKeys.district(visit.districtId) });
}

/** POST /api/visits: 'Visit scheduled'; a conflict or a school-day question is the server's sentence. */
export function useScheduleVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (payload: CreateVisitPayload) => apiRequest<Visit>('POST', '/api/visits', payload),
    onSuccess: async (visit) => {
      toast({
        title: VISIT_MESSAGES.scheduled,
        description: `${visit.ticketNumber} at ${visit.siteName}`,
        variant: 'success',
      });
      await refresh(visit);
    },
    onError: (err) => failureToast(VISIT_MESSAGES.scheduleFailed, err),
  });
}

/** PATCH /api/visits/:id: reschedule (the calendar's drag) or edit. */
export function useUpdateVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateVisitPayload }) =>
      apiRequest<Visit>('PATCH', visitPath(id), changes),
    onSuccess: async (visit) => {
      toast({
        title: VISIT_MESSAGES.updated,
        description: `${visit.ticketNumber} at ${visit.siteName}`,
        variant: 'success',
      });
      await refresh(visit);
    },
    onError: (err) => failureToast(VISIT_MESSAGES.updateFailed, err),
  });
}

/** POST /api/visits/:id/status, then (when asked on completion) marks the ticket resolved. */
export function useVisitStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      step,
      resolveTicket,
    }: {
      id: string;
      step: VisitStatusPayload;
      resolveTicket?: boolean;
    }) => {
      const visit = await apiRequest<Visit>('POST', `${visitPath(id)}/status`, step);
      if (resolveTicket)
        await apiRequest('PATCH', `/api/tickets/${encodeURIComponent(visit.ticketId)}`, {
          status: 'resolved',
        });
      return visit;
    },
    onSuccess: async (visit) => {
      toast({
        title: VISIT_MESSAGES.statusChanged(visit.status),
        description: visit.ticketNumber,
        variant: 'success',
      });
      await refresh(visit);
    },
    onError: (err) => failureToast(VISIT_MESSAGES.statusFailed, err),
  });
}
