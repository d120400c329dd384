import { tasksApi } from '@domain/api/tasks';
import { TASK_MESSAGES, type Task } from '@domain/tasks';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const tasksKey = (districtId: string) => ['tasks', districtId] as const;

/** GET /api/tasks/{districtId}; a non-OK answer fails with 'Failed to fetch tasks'. */
export async function fetchTasks(districtId: string): Promise<Task[]> {
  try {
    return await api(tasksApi.list, { params: { districtId }, query: {} });
  } catch {
    throw new Error(TASK_MESSAGES.fetchFailed);
  }
}

export function useTasks(districtId: string | null) {
  return useQuery({
    queryKey: tasksKey(districtId ?? ''),
    queryFn: () => fetchTasks(districtId!),
    enabled: districtId !== null,
  });
}
