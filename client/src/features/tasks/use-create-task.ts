import { TASK_MESSAGES, type Task, type TaskPayload } from '@domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { tasksKey } from './use-tasks';

export const createTask = (payload: TaskPayload) => apiRequest<Task>('POST', '/api/tasks', payload);

export function useCreateTask(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async () => {
      toast({ ...TASK_MESSAGES.created, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKey(districtId) }),
        queryClient.invalidateQueries({ queryKey: ['projects', districtId] }),
      ]);
    },
    onError: (err) => failureToast(TASK_MESSAGES.createFailed, err),
  });
}
