import {
  type CreateLicensePayload,
  fieldsOfLicense,
  LICENSE_MESSAGES,
  type License,
  type UpdateLicensePayload,
} from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, licenseKeys } from './license-keys';

export const createLicense = (body: CreateLicensePayload) =>
  apiRequest<License>('POST', '/api/licenses', body);
export const updateLicense = (districtId: string, id: string, body: UpdateLicensePayload) =>
  apiRequest<License>('PUT', `/api/licenses/${id}?${inDistrict(districtId)}`, body);

/** Add License (`id` null) or Edit. Resolves on success, throws (after its toast) on failure. */
export function useSaveLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: UpdateLicensePayload }) =>
      id ? updateLicense(districtId, id, fields) : createLicense({ ...fields, districtId }),
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

/** Cancel (kept with its history) or reactivate: the license's own fields again, with `cancelled`. */
export function useCancelLicense(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ license, cancelled }: { license: License; cancelled: boolean }) =>
      updateLicense(districtId, license.id, { ...fieldsOfLicense(license), cancelled }),
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
