import { settingsApi } from '@domain/api/settings';
import { SETTINGS_MESSAGES, type UpdateSettingsPayload } from '@domain/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { settingsKey } from './use-settings';

/** PUT /api/settings: the answer becomes the cached settings (the form starts again from them). */
export function useSaveSettings(
  districtId: string,
  savedToast: { title: string; description: string } = SETTINGS_MESSAGES.saved,
) {
  const queryClient = useQueryClient();
  return useApiMutation(settingsApi.update, {
    input: (body: UpdateSettingsPayload) => ({ body }),
    failure: SETTINGS_MESSAGES.saveFailed,
    // The district's name and location show in the district list, the picker and the shell.
    invalidates: [['districts'], ['auth']],
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(districtId), saved);
      toast({ ...savedToast, variant: 'success' });
    },
  });
}
