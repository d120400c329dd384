import { tasksApi } from '@domain/api/tasks';
import { TASK_MESSAGES, type TaskPayload } from '@domain/tasks';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { tasksKey } from './use-tasks';

export const useCreateTask = (districtId: string) =>
  useApiMutation(tasksApi.create, {
    input: (body: TaskPayload) => ({ body }),
    failure: TASK_MESSAGES.createFailed,
    invalidates: [tasksKey(districtId), ['projects', districtId]],
    // The toast has a sentence as well as a title.
    onSuccess: () => {
      toast({ ...TASK_MESSAGES.created, variant: 'success' });
    },
  });
