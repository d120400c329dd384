import { ASSET_MESSAGES, type Asset, type SaveAssetPayload, type UpdateAssetPayload } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

/** POST /api/assets creates. */
export const createAsset = (body: SaveAssetPayload) => apiRequest<Asset>('POST', '/api/assets', body);
/** Edits go through the real update call. */
export const updateAsset = (id: string, districtId: string, body: UpdateAssetPayload) =>
  apiRequest<Asset>('PUT', `/api/assets/${id}?districtId=${encodeURIComponent(districtId)}`, body);

/** Add or edit an asset; `id` null adds. Resolves on success, throws (after its toast) on failure. */
export function useSaveAsset(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: UpdateAssetPayload }) =>
      id ? updateAsset(id, districtId, fields) : createAsset({ ...fields, districtId }),
    onSuccess: async (_asset, { id }) => {
      toast({ ...(id ? ASSET_MESSAGES.updated : ASSET_MESSAGES.created), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
    onError: (err, { id }) =>
      failureToast(id ? ASSET_MESSAGES.updateFailed : ASSET_MESSAGES.createFailed, err),
  });
}
