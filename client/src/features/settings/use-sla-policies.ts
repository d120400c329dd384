import { slaApi } from '@domain/api/sla';
import { SLA_MESSAGES, type SlaPoliciesInput } from '@domain/sla';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** GET /api/sla-policies of one district, cached under its id. */
export const slaPoliciesKey = (districtId: string) => ['sla-policies', districtId] as const;

export function useSlaPolicies(districtId: string) {
  return useQuery({
    queryKey: slaPoliciesKey(districtId),
    queryFn: () => api(slaApi.policies, { query: { districtId } }),
  });
}

/** Every tier's default targets (what "Use the tier's defaults" fills in). */
export function useSlaDefaults(enabled: boolean) {
  return useQuery({
    queryKey: ['sla-policies', 'defaults'],
    queryFn: () => api(slaApi.defaults),
    enabled,
  });
}

/** PUT /api/sla-policies: the district's own targets; the answer becomes the cached policy. */
export function useSaveSlaPolicies(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(slaApi.updatePolicies, {
    input: (body: SlaPoliciesInput) => ({ query: { districtId }, body }),
    success: SLA_MESSAGES.saved,
    failure: SLA_MESSAGES.saveFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(slaPoliciesKey(districtId), saved);
    },
  });
}
