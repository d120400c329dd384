import { licensesApi } from '@domain/api/licenses';
import { LICENSE_MESSAGES, type RenewLicensePayload } from '@domain/licenses';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

/** Renew Now: records the new term; the previous one stays in the history. */
export function useRenewLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(licensesApi.renew, {
    input: ({ id, body }: { id: string; body: RenewLicensePayload }) => ({
      params: { id },
      query: { districtId },
      body,
    }),
    failure: LICENSE_MESSAGES.renewFailed,
    onSuccess: async (license) => {
      toast({ ...LICENSE_MESSAGES.renewed(license.name, license.renewalDate), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
