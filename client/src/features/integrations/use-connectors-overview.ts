import type { ConnectorOverview } from '@domain/integration-settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { integrationsKey } from './use-integrations';

/** GET /api/integrations/overview: every district's connectors (Five Star's administrators). */
export function useConnectorsOverview() {
  return useQuery({
    queryKey: [...integrationsKey, 'overview'],
    queryFn: () => apiGet<ConnectorOverview[]>('/api/integrations/overview'),
  });
}
