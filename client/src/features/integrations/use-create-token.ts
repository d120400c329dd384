import type { CreateReportingTokenPayload } from '@domain/reporting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { tokensKey } from './use-reporting-tokens';

/** POST /api/integrations/brightgauge/tokens: the value comes back once, to be copied. */
export function useCreateToken(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateReportingTokenPayload) =>
      apiRequest<{ id: string; token: string }>('POST', '/api/integrations/brightgauge/tokens', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(districtId) }),
    onError: (err) => failureToast('The token could not be created', err),
  });
}
