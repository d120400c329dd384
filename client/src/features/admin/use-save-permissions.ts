import type { FeatureToggles } from '@domain/access';
import { PERMISSIONS_MESSAGES } from '@domain/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { type PermissionsAnswer, type PermissionsTarget, permissionsKey } from './use-permissions';

export const savePermissions = (districtId: PermissionsTarget, features: FeatureToggles) =>
  apiRequest<PermissionsAnswer>('PUT', '/api/admin/permissions', { districtId, features });

/** Saves the toggles of a district (or the defaults); `targetName` words the success toast. */
export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      features,
    }: {
      target: PermissionsTarget;
      targetName: string;
      features: FeatureToggles;
    }) => savePermissions(target, features),
    onSuccess: (saved, { targetName }) => {
      queryClient.setQueryData(permissionsKey(saved.districtId), saved);
      toast({ title: PERMISSIONS_MESSAGES.saved(targetName), variant: 'success' });
    },
    onError: (err) => failureToast(PERMISSIONS_MESSAGES.saveFailed, err),
  });
}
