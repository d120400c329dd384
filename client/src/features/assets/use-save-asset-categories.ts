import { assetsApi } from '@domain/api/assets';
import { ASSET_CATEGORY_MESSAGES, type AssetCategoryDef } from '@domain/assets';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

/** Replaces the district's category list (PUT /api/asset-categories); a refusal's reason is toasted. */
export function useSaveAssetCategories(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(assetsApi.replaceCategories, {
    input: (categories: AssetCategoryDef[]) => ({ query: { districtId }, body: categories }),
    failure: ASSET_CATEGORY_MESSAGES.saveFailed,
    invalidates: [assetKeys.district(districtId)],
    onSuccess: (saved) => {
      queryClient.setQueryData(assetKeys.categories(districtId), saved);
      toast({ ...ASSET_CATEGORY_MESSAGES.saved, variant: 'success' });
    },
  });
}
