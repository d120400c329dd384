import { settingsApi } from '@domain/api/settings';
import { SETTINGS_MESSAGES, type SiteInput } from '@domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { sitesKey } from './use-sites';

/** A new site (POST) or every field of an existing one (PUT replaces them all). */
const saveSite = ({ id, payload }: { id?: string; payload: SiteInput }) =>
  id
    ? api(settingsApi.updateSite, { params: { id }, body: payload })
    : api(settingsApi.createSite, { body: payload });

/** Two endpoints behind one form, so a mutation of its own rather than useApiMutation. */
export function useSaveSite(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: async () => {
      toast({ ...SETTINGS_MESSAGES.siteSaved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: sitesKey(districtId) });
    },
    onError: (err) => failureToast(SETTINGS_MESSAGES.siteFailed, err),
  });
}
