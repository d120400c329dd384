import type { FeatureToggles } from '@domain/access';
import { permissionsApi } from '@domain/api/permissions';
import { PERMISSIONS_MESSAGES } from '@domain/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { type PermissionsTarget, permissionsKey } from './use-permissions';

/** Saves the toggles of a district (or the defaults); `targetName` words the success toast. */
export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useApiMutation(permissionsApi.save, {
    input: ({
      target,
      features,
    }: {
      target: PermissionsTarget;
      targetName: string;
      features: FeatureToggles;
    }) => ({
      body: { districtId: target, features },
    }),
    success: (_saved, { targetName }) => PERMISSIONS_MESSAGES.saved(targetName),
    failure: PERMISSIONS_MESSAGES.saveFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(permissionsKey(saved.districtId), saved);
    },
  });
}
