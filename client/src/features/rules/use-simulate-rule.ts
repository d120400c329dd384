import { rulesApi } from '@domain/api/rules';
import { RULE_MESSAGES } from '@domain/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

/** POST /api/rules/:id/simulate: what the rule would have done in the district's last 90 days. */
export function useSimulateRule() {
  return useMutation({
    mutationFn: ({ id, districtId }: { id: string; districtId: string | null }) =>
      api(rulesApi.simulate, { params: { id }, body: { districtId: districtId ?? undefined } }),
    onError: (err) => failureToast(RULE_MESSAGES.simulateFailed, err),
  });
}
