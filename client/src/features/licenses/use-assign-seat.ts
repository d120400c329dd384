import { type AssignSeatPayload, LICENSE_MESSAGES, type LicenseAssignment } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const assignSeat = (districtId: string, licenseId: string, body: AssignSeatPayload) =>
  apiRequest<LicenseAssignment>(
    'POST',
    `/api/licenses/${licenseId}/assignments?${inDistrict(districtId)}`,
    body,
  );

/** Gives a seat of a license to a user, a named person or a device. */
export function useAssignSeat(districtId: string, licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignSeatPayload) => assignSeat(districtId, licenseId, body),
    onSuccess: async (seat) => {
      toast({ ...LICENSE_MESSAGES.assigned(seat.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.assignFailed, err),
  });
}
