import { licensesApi } from '@domain/api/licenses';
import { LICENSE_MESSAGES, type LicenseListItem, type UpdateLicensePayload } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { licenseKeys } from './license-keys';

/** Add License (`id` null) or Edit. Resolves on success, throws (after its toast) on failure. */
export function useSaveLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: UpdateLicensePayload }) =>
      id
        ? api(licensesApi.update, { params: { id }, query: { districtId }, body: fields })
        : api(licensesApi.create, { body: { ...fields, districtId } }),
    onSuccess: async (license, { id }) => {
      toast({
        ...(id ? LICENSE_MESSAGES.updated : LICENSE_MESSAGES.created(license.name)),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err, { id }) =>
      failureToast(id ? LICENSE_MESSAGES.updateFailed : LICENSE_MESSAGES.createFailed, err),
  });
}

/**
 * Cancel (kept with its history) or reactivate: the license's cancellation alone (POST or DELETE
 * /api/licenses/{id}/cancellation), so an edit made meanwhile is kept.
 */
export function useCancelLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ license, cancelled }: { license: Pick<LicenseListItem, 'id'>; cancelled: boolean }) =>
      api(cancelled ? licensesApi.cancel : licensesApi.reactivate, {
        params: { id: license.id },
        query: { districtId },
      }),
    onSuccess: async (license, { cancelled }) => {
      const text = cancelled
        ? LICENSE_MESSAGES.cancelled(license.name)
        : LICENSE_MESSAGES.reactivated(license.name);
      toast({ ...text, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
    onError: (err) => failureToast(LICENSE_MESSAGES.updateFailed, err),
  });
}
