import { slaApi } from '@domain/api/sla';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/sla/at-risk: one district's (districtId) or every district's (null, Five Star); refreshed each minute. */
export function useAtRisk(districtId: string | null) {
  return useQuery({
    queryKey: ['sla-at-risk', districtId ?? 'all'],
    queryFn: () => api(slaApi.atRisk, { query: districtId ? { districtId } : {} }),
    refetchInterval: 60_000,
  });
}
