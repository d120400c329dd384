import { PROJECT_MESSAGES, type Project, type UpdateProjectPayload } from '@domain/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { projectsKey } from './use-projects';

export const updateProject = ({ id, payload }: { id: string; payload: UpdateProjectPayload }) =>
  apiRequest<Project>('PUT', `/api/projects/${id}`, payload);

export function useUpdateProject(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async () => {
      toast({ title: PROJECT_MESSAGES.updated, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: projectsKey(districtId) });
    },
    onError: (err) => failureToast(PROJECT_MESSAGES.updateFailed, err),
  });
}
