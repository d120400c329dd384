import type { TestResult } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

/** POST /api/integrations/:name/test: `{ ok, message }` says what failed (shown beside the button). */
export function useTestConnection(name: IntegrationSlug, districtId: string) {
  return useMutation({
    mutationFn: () => apiRequest<TestResult>('POST', `/api/integrations/${name}/test`, { districtId }),
    onError: (err) => failureToast('The connection could not be tested', err),
  });
}
