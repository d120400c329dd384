import { JOB_MESSAGES } from '@domain/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { operationsKeys } from './operations-keys';

export const retryJob = (id: string) => apiRequest('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`);

/** POST /api/admin/jobs/:id/retry (a failed job only); the lists refresh. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: async () => {
      toast({ ...JOB_MESSAGES.retried, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: operationsKeys.jobs });
    },
    onError: (err) => failureToast(JOB_MESSAGES.retryFailed, err),
  });
}
