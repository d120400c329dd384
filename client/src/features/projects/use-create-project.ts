import { projectsApi } from '@domain/api/projects';
import { type CreateProjectPayload, PROJECT_MESSAGES } from '@domain/projects';
import { useApiMutation } from '@/lib/use-api-mutation';
import { projectsKey } from './use-projects';

export const useCreateProject = (districtId: string) =>
  useApiMutation(projectsApi.create, {
    input: (body: CreateProjectPayload) => ({ body }),
    success: PROJECT_MESSAGES.created,
    failure: PROJECT_MESSAGES.createFailed,
    invalidates: [projectsKey(districtId)],
  });
