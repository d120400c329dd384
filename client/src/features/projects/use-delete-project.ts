import { projectsApi } from '@domain/api/projects';
import { PROJECT_MESSAGES } from '@domain/projects';
import { useApiMutation } from '@/lib/use-api-mutation';
import { projectsKey } from './use-projects';

export const useDeleteProject = (districtId: string) =>
  useApiMutation(projectsApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: PROJECT_MESSAGES.deleted,
    failure: PROJECT_MESSAGES.deleteFailed,
    // Its tasks lost their project.
    invalidates: [projectsKey(districtId), ['tasks', districtId]],
  });
