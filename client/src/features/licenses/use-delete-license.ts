import { LICENSE_MESSAGES, type LicenseListItem } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const deleteLicense = (districtId: string, id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/licenses/${id}?${inDistrict(districtId)}`);

export function useDeleteLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (license: Pick<LicenseListItem, 'id' | 'name'>) => deleteLicense(districtId, license.id),
    onSuccess: async (_ok, license) => {
      toast({ ...LICENSE_MESSAGES.deleted(license.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.deleteFailed, err),
  });
}
