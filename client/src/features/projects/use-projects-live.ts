import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { projectsKey } from './use-projects';

/** Refreshes the district's projects when another browser changes a project or a task. */
export function useProjectsLive(districtId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId?: string | null }) => {
    if (districtId && message.districtId === districtId) {
      void queryClient.invalidateQueries({ queryKey: projectsKey(districtId) });
    }
  };
  useWsEvent('project_changed', refresh);
  // Task changes move project progress.
  useWsEvent('task_changed', refresh);
}
