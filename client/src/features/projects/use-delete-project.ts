import { PROJECT_MESSAGES } from '@domain/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { projectsKey } from './use-projects';

export const deleteProject = (id: string) => apiRequest<{ success: true }>('DELETE', `/api/projects/${id}`);

export function useDeleteProject(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async () => {
      toast({ title: PROJECT_MESSAGES.deleted, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey(districtId) }),
        // Its tasks lost their project.
        queryClient.invalidateQueries({ queryKey: ['tasks', districtId] }),
      ]);
    },
    onError: (err) => failureToast(PROJECT_MESSAGES.deleteFailed, err),
  });
}
