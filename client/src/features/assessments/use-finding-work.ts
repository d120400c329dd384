import { assessmentsApi } from '@domain/api/assessments';
import type { LibraryArea } from '@domain/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTickets } from '@/features/tickets';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys } from './assessment-keys';

/**
 * Create ticket / Create task of a finding: prefilled by the server, linked back (two endpoints,
 * so not useApiMutation).
 */
export function useFindingWork(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: 'ticket' | 'task' }) =>
      api(kind === 'ticket' ? assessmentsApi.findingTicket : assessmentsApi.findingTask, { params: { id } }),
    onSuccess: async (link) => {
      toast(
        link.ticketNumber
          ? {
              title: i18n.t('assessments:results.ticketCreated'),
              description: i18n.t('assessments:results.ticketCreatedHint', { number: link.ticketNumber }),
              variant: 'success',
            }
          : {
              title: i18n.t('assessments:results.taskCreated'),
              description: i18n.t('assessments:results.taskCreatedHint'),
              variant: 'success',
            },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) }),
        // The tab skips the live event of its own change: the new ticket's lists refresh here.
        link.ticketId && invalidateTickets(queryClient, { districtId }),
      ]);
    },
    onError: (err) => failureToast(i18n.t('assessments:results.workFailed'), err),
  });
}
