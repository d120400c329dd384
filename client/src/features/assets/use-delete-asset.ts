import { ASSET_MESSAGES, type Asset } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

export const deleteAsset = (asset: Pick<Asset, 'id' | 'districtId'>) =>
  apiRequest<{ success: true }>(
    'DELETE',
    `/api/assets/${asset.id}?districtId=${encodeURIComponent(asset.districtId)}`,
  );

export function useDeleteAsset(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: Asset) => deleteAsset(asset),
    onSuccess: async (_ok, asset) => {
      toast({ ...ASSET_MESSAGES.deleted(asset.assetTag), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
    onError: (err) => failureToast(ASSET_MESSAGES.deleteFailed, err),
  });
}
