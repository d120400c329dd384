import { projectsApi } from '@domain/api/projects';
import { PROJECT_MESSAGES, type UpdateProjectPayload } from '@domain/projects';
import { useApiMutation } from '@/lib/use-api-mutation';
import { projectsKey } from './use-projects';

export const useUpdateProject = (districtId: string) =>
  useApiMutation(projectsApi.update, {
    input: ({ id, payload }: { id: string; payload: UpdateProjectPayload }) => ({
      params: { id },
      body: payload,
    }),
    success: PROJECT_MESSAGES.updated,
    failure: PROJECT_MESSAGES.updateFailed,
    invalidates: [projectsKey(districtId)],
  });
