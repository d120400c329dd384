import { licensesApi } from '@domain/api/licenses';
import { LICENSE_MESSAGES, type LicenseListItem } from '@domain/licenses';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

export function useDeleteLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(licensesApi.remove, {
    input: (license: Pick<LicenseListItem, 'id' | 'name'>) => ({
      params: { id: license.id },
      query: { districtId },
    }),
    failure: LICENSE_MESSAGES.deleteFailed,
    onSuccess: async (_ok, license) => {
      toast({ ...LICENSE_MESSAGES.deleted(license.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
