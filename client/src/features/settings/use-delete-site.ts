import { settingsApi } from '@domain/api/settings';
import { SETTINGS_MESSAGES } from '@domain/settings';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sitesKey } from './use-sites';

export const useDeleteSite = (districtId: string) =>
  useApiMutation(settingsApi.deleteSite, {
    input: (id: string) => ({ params: { id } }),
    failure: SETTINGS_MESSAGES.siteDeleteFailed,
    invalidates: [sitesKey(districtId)],
    success: SETTINGS_MESSAGES.siteDeleted,
  });
