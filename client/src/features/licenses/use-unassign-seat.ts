import { LICENSE_MESSAGES, type LicenseAssignment } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const unassignSeat = (districtId: string, licenseId: string, seatId: string) =>
  apiRequest<{ success: true }>(
    'DELETE',
    `/api/licenses/${licenseId}/assignments/${seatId}?${inDistrict(districtId)}`,
  );

/** Frees a seat. */
export function useUnassignSeat(districtId: string, licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seat: LicenseAssignment) => unassignSeat(districtId, licenseId, seat.id),
    onSuccess: async (_ok, seat) => {
      toast({ ...LICENSE_MESSAGES.unassigned(seat.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.unassignFailed, err),
  });
}
