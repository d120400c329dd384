import { BULK_SCREEN, type StartBulkOperation } from '@domain/admin';
import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { useApiMutation } from '@/lib/use-api-mutation';
import { bulkKeys } from './bulk-keys';

/** POST /api/admin/bulk-operations: answers the run's id; the past runs list refreshes. */
export const useStartBulkOperation = () =>
  useApiMutation(bulkOperationsApi.start, {
    input: (body: StartBulkOperation) => ({ body }),
    failure: BULK_SCREEN.startFailed,
    invalidates: [bulkKeys.list],
  });
