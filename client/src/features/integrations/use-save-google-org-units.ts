import { integrationsApi } from '@domain/api/integrations';
import { GOOGLE_MESSAGES } from '@domain/google-workspace';
import { useApiMutation } from '@/lib/use-api-mutation';
import { integrationsKey } from './use-integrations';

/** PUT /api/integrations/google/org-units: the chosen sites; the stored units follow at once. */
export const useSaveGoogleOrgUnits = (districtId: string) =>
  useApiMutation(integrationsApi.saveGoogleOrgUnits, {
    input: (ouSites: Record<string, string | null>) => ({ body: { districtId, ouSites } }),
    success: GOOGLE_MESSAGES.ouSitesSaved,
    failure: GOOGLE_MESSAGES.ouSitesFailed,
    invalidates: [integrationsKey],
  });
