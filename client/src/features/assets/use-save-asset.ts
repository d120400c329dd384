import { assetsApi } from '@domain/api/assets';
import { ASSET_MESSAGES, type UpdateAssetPayload } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

/**
 * Add or edit an asset; `id` null adds (POST /api/assets), an id edits through the real update
 * call. Resolves on success, throws (after its toast) on failure. Two endpoints, so not useApiMutation.
 */
export function useSaveAsset(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: UpdateAssetPayload }) =>
      id
        ? api(assetsApi.update, { params: { id }, query: { districtId }, body: fields })
        : api(assetsApi.save, { body: { ...fields, districtId } }),
    onSuccess: async (_asset, { id }) => {
      toast({ ...(id ? ASSET_MESSAGES.updated : ASSET_MESSAGES.created), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
    onError: (err, { id }) =>
      failureToast(id ? ASSET_MESSAGES.updateFailed : ASSET_MESSAGES.createFailed, err),
  });
}
