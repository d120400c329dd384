import { LICENSE_MESSAGES, type License, type RenewLicensePayload } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const renewLicense = (districtId: string, id: string, body: RenewLicensePayload) =>
  apiRequest<License>('POST', `/api/licenses/${id}/renewals?${inDistrict(districtId)}`, body);

/** Renew Now: records the new term; the previous one stays in the history. */
export function useRenewLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewLicensePayload }) =>
      renewLicense(districtId, id, body),
    onSuccess: async (license) => {
      toast({ ...LICENSE_MESSAGES.renewed(license.name, license.renewalDate), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.renewFailed, err),
  });
}
