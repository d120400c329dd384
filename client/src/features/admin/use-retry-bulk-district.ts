import { BULK_SCREEN } from '@domain/admin';
import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { useApiMutation } from '@/lib/use-api-mutation';
import { bulkKeys } from './bulk-keys';

/** POST /api/admin/bulk-operations/:id/retry: a failed district alone, again. */
export const useRetryBulkDistrict = (operationId: string) =>
  useApiMutation(bulkOperationsApi.retry, {
    input: (districtId: string) => ({ params: { id: operationId }, body: { districtId } }),
    failure: BULK_SCREEN.retryFailed,
    invalidates: [bulkKeys.all],
  });
