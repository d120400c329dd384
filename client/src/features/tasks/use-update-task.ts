import { tasksApi } from '@domain/api/tasks';
import { TASK_MESSAGES, type Task, type TaskPayload } from '@domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { tasksKey } from './use-tasks';

export interface UpdateTaskInput {
  id: string;
  payload: TaskPayload;
}

const updateTask = ({ id, payload }: UpdateTaskInput) =>
  api(tasksApi.update, { params: { id }, body: payload });

/**
 * PUT /api/tasks/:id, for the edit dialog and kanban drops. The new status shows at once (a
 * dropped card stays where it was dropped) and is rolled back if the server refuses (which
 * useApiMutation has no room for, so this one stays a plain mutation).
 */
export function useUpdateTask(districtId: string) {
  const queryClient = useQueryClient();
  const key = tasksKey(districtId);
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, payload }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Task[]>(key);
      if (before && payload.status) {
        const status = payload.status;
        queryClient.setQueryData<Task[]>(
          key,
          before.map((t) => (t.id === id ? { ...t, status } : t)),
        );
      }
      return { before };
    },
    onSuccess: () => toast({ ...TASK_MESSAGES.updated, variant: 'success' }),
    onError: (err, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      failureToast(TASK_MESSAGES.updateFailed, err);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['projects', districtId] }),
      ]);
    },
  });
}
