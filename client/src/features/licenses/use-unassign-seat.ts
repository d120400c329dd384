import { licensesApi } from '@domain/api/licenses';
import { LICENSE_MESSAGES, type LicenseAssignment } from '@domain/licenses';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

/** Frees a seat. */
export function useUnassignSeat(districtId: string, licenseId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(licensesApi.unassign, {
    input: (seat: LicenseAssignment) => ({
      params: { id: licenseId, assignmentId: seat.id },
      query: { districtId },
    }),
    failure: LICENSE_MESSAGES.unassignFailed,
    onSuccess: async (_ok, seat) => {
      toast({ ...LICENSE_MESSAGES.unassigned(seat.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
