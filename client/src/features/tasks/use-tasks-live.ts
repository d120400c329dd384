import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { tasksKey } from './use-tasks';

/** Refreshes the district's tasks when another browser changes a task or a project. */
export function useTasksLive(districtId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId?: string | null }) => {
    if (districtId && message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: tasksKey(districtId) });
    }
  };
  useWsEvent('task_changed', refresh);
  // Task rows show their project's name.
  useWsEvent('project_changed', refresh);
}
