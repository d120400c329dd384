import { LICENSE_MESSAGES, type License, type SetRemindersPayload } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const setReminders = (districtId: string, id: string, body: SetRemindersPayload) =>
  apiRequest<License>('PUT', `/api/licenses/${id}/reminders?${inDistrict(districtId)}`, body);

/** Set Reminder: the days before renewal the district's administrators are reminded. */
export function useSetReminders(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetRemindersPayload }) =>
      setReminders(districtId, id, body),
    onSuccess: async () => {
      toast({ ...LICENSE_MESSAGES.remindersSaved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.remindersFailed, err),
  });
}
