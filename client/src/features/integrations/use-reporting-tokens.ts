import type { ReportingToken } from '@domain/reporting';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { integrationsKey } from './use-integrations';

export const tokensKey = (districtId: string) => [...integrationsKey, 'tokens', districtId] as const;

/** GET /api/integrations/brightgauge/tokens: names and use, never values. */
export function useReportingTokens(districtId: string) {
  return useQuery({
    queryKey: tokensKey(districtId),
    queryFn: () =>
      apiGet<ReportingToken[]>(
        `/api/integrations/brightgauge/tokens?districtId=${encodeURIComponent(districtId)}`,
      ),
  });
}
