import { useQueryClient } from '@tanstack/react-query';
import { useWsEvent } from '@/lib/use-ws-event';
import { sitesKey } from './use-sites';

/**
 * Refreshes the district's sites when another browser changes the settings or a site. The
 * settings themselves are not reloaded under the form: that would throw away unsaved changes.
 */
export function useSitesLive(districtId: string) {
  const queryClient = useQueryClient();
  useWsEvent('settings_changed', (message: { districtId?: string | null }) => {
    if (message.districtId === districtId)
      void queryClient.invalidateQueries({ queryKey: sitesKey(districtId) });
  });
}
