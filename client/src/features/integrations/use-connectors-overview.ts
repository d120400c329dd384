import { integrationsApi } from '@domain/api/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { integrationsKey } from './use-integrations';

/** GET /api/integrations/overview: every district's connectors (Five Star's administrators). */
export function useConnectorsOverview() {
  return useQuery({
    queryKey: [...integrationsKey, 'overview'],
    queryFn: () => api(integrationsApi.overview),
  });
}
