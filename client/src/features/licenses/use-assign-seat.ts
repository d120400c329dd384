import { licensesApi } from '@domain/api/licenses';
import { type AssignSeatPayload, LICENSE_MESSAGES } from '@domain/licenses';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

/** Gives a seat of a license to a user, a named person or a device. */
export function useAssignSeat(districtId: string, licenseId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(licensesApi.assign, {
    input: (body: AssignSeatPayload) => ({ params: { id: licenseId }, query: { districtId }, body }),
    failure: LICENSE_MESSAGES.assignFailed,
    onSuccess: async (seat) => {
      toast({ ...LICENSE_MESSAGES.assigned(seat.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
