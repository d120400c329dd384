import { tasksApi } from '@domain/api/tasks';
import { TASK_MESSAGES, type TaskPayload } from '@domain/tasks';
import { useApiMutation } from '@/lib/use-api-mutation';
import { tasksKey } from './use-tasks';

export const useCreateTask = (districtId: string) =>
  useApiMutation(tasksApi.create, {
    input: (body: TaskPayload) => ({ body }),
    failure: TASK_MESSAGES.createFailed,
    invalidates: [tasksKey(districtId), ['projects', districtId]],
    success: TASK_MESSAGES.created,
  });
