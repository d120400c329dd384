import { BULK_SCREEN } from '@domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { bulkKeys } from './bulk-keys';

/** POST /api/admin/bulk-operations/:id/retry: a failed district alone, again. */
export function useRetryBulkDistrict(operationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (districtId: string) =>
      apiRequest('POST', `/api/admin/bulk-operations/${operationId}/retry`, { districtId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
    onError: (err) => failureToast(BULK_SCREEN.retryFailed, err),
  });
}
