import { type DistrictSettings, SETTINGS_MESSAGES, type UpdateSettingsPayload } from '@domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { settingsKey } from './use-settings';

const saveSettings = (payload: UpdateSettingsPayload) =>
  apiRequest<DistrictSettings>('PUT', '/api/settings', payload);

/** PUT /api/settings: the answer becomes the cached settings (the form starts again from them). */
export function useSaveSettings(
  districtId: string,
  savedToast: { title: string; description: string } = SETTINGS_MESSAGES.saved,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey(districtId), saved);
      toast({ ...savedToast, variant: 'success' });
      // The district's name and location show in the district list, the picker and the shell.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['districts'] }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]);
    },
    onError: (err) => failureToast(SETTINGS_MESSAGES.saveFailed, err),
  });
}
