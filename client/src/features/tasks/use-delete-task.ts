import { tasksApi } from '@domain/api/tasks';
import { TASK_MESSAGES } from '@domain/tasks';
import { useApiMutation } from '@/lib/use-api-mutation';
import { tasksKey } from './use-tasks';

export const useDeleteTask = (districtId: string) =>
  useApiMutation(tasksApi.remove, {
    input: (id: string) => ({ params: { id } }),
    failure: TASK_MESSAGES.deleteFailed,
    invalidates: [tasksKey(districtId), ['projects', districtId]],
    success: TASK_MESSAGES.deleted,
  });
