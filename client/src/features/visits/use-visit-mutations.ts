import { ticketsApi } from '@domain/api/tickets';
import { visitsApi } from '@domain/api/visits';
import {
  type CreateVisitPayload,
  type UpdateVisitPayload,
  VISIT_MESSAGES,
  type Visit,
  type VisitStatusPayload,
} from '@domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { visitKeys } from './visit-keys';

/** The scheduling screen of the visit's district, refreshed after a change. */
const ofItsDistrict = (visit: Visit) => [visitKeys.district(visit.districtId)];

/** POST /api/visits: 'Visit scheduled'; a conflict or a school-day question is the server's sentence. */
export const useScheduleVisit = () =>
  useApiMutation(visitsApi.create, {
    input: (body: CreateVisitPayload) => ({ body }),
    failure: VISIT_MESSAGES.scheduleFailed,
    invalidates: ofItsDistrict,
    onSuccess: (visit) => {
      toast({
        title: VISIT_MESSAGES.scheduled,
        description: `${visit.ticketNumber} at ${visit.siteName}`,
        variant: 'success',
      });
    },
  });

/** PATCH /api/visits/:id: reschedule (the calendar's drag) or edit. */
export const useUpdateVisit = () =>
  useApiMutation(visitsApi.update, {
    input: ({ id, changes }: { id: string; changes: UpdateVisitPayload }) => ({
      params: { id },
      body: changes,
    }),
    failure: VISIT_MESSAGES.updateFailed,
    invalidates: ofItsDistrict,
    onSuccess: (visit) => {
      toast({
        title: VISIT_MESSAGES.updated,
        description: `${visit.ticketNumber} at ${visit.siteName}`,
        variant: 'success',
      });
    },
  });

/** POST /api/visits/:id/status, then (when asked on completion) marks the ticket resolved. */
export function useVisitStep() {
  const queryClient = useQueryClient();
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
      const visit = await api(visitsApi.changeStatus, { params: { id }, body: step });
      if (resolveTicket) {
        await api(ticketsApi.update, { params: { id: visit.ticketId }, body: { status: 'resolved' } });
        // The tab skips the live event of its own change: the tickets and dashboards refresh here.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['tickets'] }),
          queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        ]);
      }
      return visit;
    },
    onSuccess: async (visit) => {
      toast({
        title: VISIT_MESSAGES.statusChanged(visit.status),
        description: visit.ticketNumber,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: visitKeys.district(visit.districtId) });
    },
    onError: (err) => failureToast(VISIT_MESSAGES.statusFailed, err),
  });
}
