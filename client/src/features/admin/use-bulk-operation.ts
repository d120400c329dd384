import type { BulkOperation, BulkProgress } from '@domain/admin';
import { bulkOperationsApi } from '@domain/api/bulk-operations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useWsEvent } from '@/lib/use-ws-event';
import { bulkKeys } from './bulk-keys';

/** How often a run is read again while it works, in case a live message is missed. */
const POLL_MS = 2000;

/**
 * GET /api/admin/bulk-operations/:id, followed live: each `bulk_operation_progress` of the run
 * moves its counts at once and reads its results again.
 */
export function useBulkOperation(id: string | null) {
  const queryClient = useQueryClient();
  useWsEvent<BulkProgress>('bulk_operation_progress', ({ data }) => {
    if (data.id !== id) return;
    queryClient.setQueryData<BulkOperation>(bulkKeys.one(data.id), (old) =>
      old ? { ...old, status: data.status, total: data.total, done: data.done, counts: data.counts } : old,
    );
    void queryClient.invalidateQueries({ queryKey: bulkKeys.one(data.id) });
    if (data.status === 'completed') void queryClient.invalidateQueries({ queryKey: bulkKeys.list });
  });
  return useQuery({
    queryKey: bulkKeys.one(id ?? ''),
    queryFn: () => api(bulkOperationsApi.get, { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : POLL_MS),
  });
}
