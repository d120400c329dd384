import { BULK_SCREEN, type StartBulkOperation } from '@domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { bulkKeys } from './bulk-keys';

/** POST /api/admin/bulk-operations: answers the run's id; the past runs list refreshes. */
export function useStartBulkOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StartBulkOperation) =>
      apiRequest<{ id: string; status: string }>('POST', '/api/admin/bulk-operations', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.list }),
    onError: (err) => failureToast(BULK_SCREEN.startFailed, err),
  });
}
