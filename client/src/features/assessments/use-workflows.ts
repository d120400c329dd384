import { assessmentsApi } from '@domain/api/assessments';
import type { LibraryArea } from '@domain/library';
import type { WorkflowPayload } from '@domain/workflows';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { libraryKeys } from './assessment-keys';

export function useWorkflows(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.workflows(districtId, area),
    queryFn: () => api(assessmentsApi.workflows, { query: { districtId, area } }),
  });
}

/** GET /api/workflows/:id of a district: completion, scores, findings and respondents. */
export const fetchWorkflow = (districtId: string, id: string) =>
  api(assessmentsApi.workflow, { params: { id }, query: { districtId } });

/** One workflow with completion, scores, findings and respondents. */
export function useWorkflow(districtId: string, area: LibraryArea, id: string | null) {
  return useQuery({
    queryKey: libraryKeys.workflow(districtId, area, id ?? ''),
    queryFn: () => fetchWorkflow(districtId, id!),
    enabled: id !== null,
  });
}

export const useCreateWorkflow = (districtId: string, area: LibraryArea) =>
  useApiMutation(assessmentsApi.createWorkflow, {
    input: (body: WorkflowPayload) => ({ body }),
    failure: i18n.t('assessments:workflows.sendFailed'),
    invalidates: [libraryKeys.area(districtId, area)],
    onSuccess: (w) => {
      toast({
        title: i18n.t('assessments:workflows.formSent'),
        description: i18n.t('assessments:workflows.formSentHint', { name: w.name, assigned: w.assigned }),
        variant: 'success',
      });
    },
  });
