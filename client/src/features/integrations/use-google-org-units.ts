import { integrationsApi } from '@domain/api/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { integrationsKey } from './use-integrations';

export const googleOrgUnitsKey = (districtId: string) =>
  [...integrationsKey, 'google-org-units', districtId] as const;

/** GET /api/integrations/google/org-units: the tree the last sync read, each unit's site and why. */
export function useGoogleOrgUnits(districtId: string) {
  return useQuery({
    queryKey: googleOrgUnitsKey(districtId),
    queryFn: () => api(integrationsApi.googleOrgUnits, { query: { districtId } }),
  });
}
