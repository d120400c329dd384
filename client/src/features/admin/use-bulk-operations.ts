import type { BulkOperation } from '@domain/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { bulkKeys } from './bulk-keys';

export type BulkOperationSummary = Omit<BulkOperation, 'results'>;

/** GET /api/admin/bulk-operations: past runs, newest first. */
export function useBulkOperations() {
  return useQuery({
    queryKey: bulkKeys.list,
    queryFn: () => apiGet<BulkOperationSummary[]>('/api/admin/bulk-operations'),
  });
}
