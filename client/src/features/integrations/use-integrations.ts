import { integrationsApi } from '@domain/api/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Everything the integration screens cache lives under this key (a live event clears it all). */
export const integrationsKey = ['integrations'] as const;
export const integrationListKey = (districtId: string) => [...integrationsKey, 'list', districtId] as const;

/** GET /api/integrations: the district's three integrations with their status (never credentials). */
export function useIntegrations(districtId: string) {
  return useQuery({
    queryKey: integrationListKey(districtId),
    queryFn: () => api(integrationsApi.list, { query: { districtId } }),
  });
}
