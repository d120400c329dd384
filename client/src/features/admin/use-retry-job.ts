import { operationsApi } from '@domain/api/operations';
import { JOB_MESSAGES } from '@domain/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { operationsKeys } from './operations-keys';

/** POST /api/admin/jobs/:id/retry (a failed job only); the lists refresh. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useApiMutation(operationsApi.retryJob, {
    input: (id: string) => ({ params: { id } }),
    failure: JOB_MESSAGES.retryFailed,
    // The toast has a description, and comes before the lists refresh.
    onSuccess: async () => {
      toast({ ...JOB_MESSAGES.retried, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: operationsKeys.jobs });
    },
  });
}
