import { INTEGRATION_MESSAGES } from '@domain/integration-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { tokensKey } from './use-reporting-tokens';

/** DELETE /api/integrations/brightgauge/tokens/:id: BrightGauge's next call with it is refused. */
export function useRevokeToken(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(
        'DELETE',
        `/api/integrations/brightgauge/tokens/${id}?districtId=${encodeURIComponent(districtId)}`,
      ),
    onSuccess: async () => {
      toast({ title: INTEGRATION_MESSAGES.tokenRevoked, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: tokensKey(districtId) });
    },
    onError: (err) => failureToast('The token could not be revoked', err),
  });
}
