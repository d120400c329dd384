import { integrationsApi } from '@domain/api/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { integrationsKey } from './use-integrations';

export const tokensKey = (districtId: string) => [...integrationsKey, 'tokens', districtId] as const;

/** GET /api/integrations/brightgauge/tokens: names and use, never values. */
export function useReportingTokens(districtId: string) {
  return useQuery({
    queryKey: tokensKey(districtId),
    queryFn: () => api(integrationsApi.tokens, { query: { districtId } }),
  });
}
