import { licensesApi } from '@domain/api/licenses';
import { LICENSE_MESSAGES, type SetRemindersPayload } from '@domain/licenses';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

/** Set Reminder: the days before renewal the district's administrators are reminded. */
export function useSetReminders(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(licensesApi.setReminders, {
    input: ({ id, body }: { id: string; body: SetRemindersPayload }) => ({
      params: { id },
      query: { districtId },
      body,
    }),
    failure: LICENSE_MESSAGES.remindersFailed,
    onSuccess: async () => {
      toast({ ...LICENSE_MESSAGES.remindersSaved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
