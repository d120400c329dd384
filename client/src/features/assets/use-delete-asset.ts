import { assetsApi } from '@domain/api/assets';
import { ASSET_MESSAGES, type Asset } from '@domain/assets';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

export const useDeleteAsset = (districtId: string) =>
  useApiMutation(assetsApi.remove, {
    input: (asset: Asset) => ({ params: { id: asset.id }, query: { districtId: asset.districtId } }),
    failure: ASSET_MESSAGES.deleteFailed,
    invalidates: [assetKeys.district(districtId)],
    onSuccess: (_ok, asset) => {
      toast({ ...ASSET_MESSAGES.deleted(asset.assetTag), variant: 'success' });
    },
  });
