import { type CreateProjectPayload, PROJECT_MESSAGES, type Project } from '@domain/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { projectsKey } from './use-projects';

export const createProject = (payload: CreateProjectPayload) =>
  apiRequest<Project>('POST', '/api/projects', payload);

export function useCreateProject(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async () => {
      toast({ title: PROJECT_MESSAGES.created, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: projectsKey(districtId) });
    },
    onError: (err) => failureToast(PROJECT_MESSAGES.createFailed, err),
  });
}
