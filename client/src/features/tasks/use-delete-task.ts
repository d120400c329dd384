import { TASK_MESSAGES } from '@domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { tasksKey } from './use-tasks';

export const deleteTask = (id: string) => apiRequest<{ success: true }>('DELETE', `/api/tasks/${id}`);

export function useDeleteTask(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: async () => {
      toast({ ...TASK_MESSAGES.deleted, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKey(districtId) }),
        queryClient.invalidateQueries({ queryKey: ['projects', districtId] }),
      ]);
    },
    onError: (err) => failureToast(TASK_MESSAGES.deleteFailed, err),
  });
}
