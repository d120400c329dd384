import { offboardingApi } from '@domain/api/offboarding';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const offboardingKey = (districtId: string) => ['offboarding', districtId] as const;
export const offboardingsKey = ['offboardings'] as const;

/** While a step runs in the background, how often its state is read again. */
const POLL_MS = 2000;

/** GET /api/districts/:id/offboarding: the district's latest offboarding (null: none). */
export function useOffboarding(districtId: string) {
  return useQuery({
    queryKey: offboardingKey(districtId),
    queryFn: () => api(offboardingApi.get, { params: { id: districtId } }),
    refetchInterval: (query) => {
      const status = query.state.data?.offboarding?.status;
      return status === 'archiving' || status === 'deleting' ? POLL_MS : false;
    },
  });
}

/** GET /api/offboardings: every offboarding, deleted districts included. */
export function useOffboardings() {
  return useQuery({ queryKey: offboardingsKey, queryFn: () => api(offboardingApi.list) });
}
