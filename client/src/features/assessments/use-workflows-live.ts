import type { LibraryArea } from '@domain/library';
import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { libraryKeys } from './assessment-keys';

/** Refreshes the workflows, an open result and the cards when someone answers or sends (answers being typed are left alone). */
export function useWorkflowsLive(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  useWsEvent('workflow_changed', (message) => {
    if (message.districtId !== districtId) return;
    for (const queryKey of [
      libraryKeys.workflows(districtId, area),
      ['library', districtId, area, 'workflow'],
      libraryKeys.summary(districtId, area),
    ])
      void queryClient.invalidateQueries({ queryKey });
  });
}
