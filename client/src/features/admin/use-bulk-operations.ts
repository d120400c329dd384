import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bulkKeys } from './bulk-keys';

/** GET /api/admin/bulk-operations: past runs, newest first. */
export function useBulkOperations() {
  return useQuery({
    queryKey: bulkKeys.list,
    queryFn: () => api(bulkOperationsApi.list),
  });
}
