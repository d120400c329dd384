import type { LibraryArea } from '@domain/library';
import type { WorkflowDetails, WorkflowListItem, WorkflowPayload } from '@domain/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys, q } from './assessment-keys';

export function useWorkflows(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.workflows(districtId, area),
    queryFn: () => apiGet<WorkflowListItem[]>(`/api/workflows?${q({ districtId, area })}`),
  });
}

/** One workflow with completion, scores, findings and respondents. */
export function useWorkflow(districtId: string, area: LibraryArea, id: string | null) {
  return useQuery({
    queryKey: libraryKeys.workflow(districtId, area, id ?? ''),
    queryFn: () => apiGet<WorkflowDetails>(`/api/workflows/${id}?${q({ districtId })}`),
    enabled: id !== null,
  });
}

export function useCreateWorkflow(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkflowPayload) => apiRequest<WorkflowDetails>('POST', '/api/workflows', payload),
    onSuccess: async (w) => {
      toast({
        title: 'Form sent',
        description: `“${w.name}” went to ${w.assigned} respondents.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast('The form could not be sent.', err),
  });
}
