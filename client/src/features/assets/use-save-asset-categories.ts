import { ASSET_CATEGORY_MESSAGES, type AssetCategoryDef } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';
import { categoriesUrl } from './use-asset-categories';

/** Replaces the district's category list (PUT /api/asset-categories); a refusal's reason is toasted. */
export function useSaveAssetCategories(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: AssetCategoryDef[]) =>
      apiRequest<AssetCategoryDef[]>('PUT', categoriesUrl(districtId), categories),
    onSuccess: async (saved) => {
      queryClient.setQueryData(assetKeys.categories(districtId), saved);
      toast({ ...ASSET_CATEGORY_MESSAGES.saved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
    onError: (err) => failureToast(ASSET_CATEGORY_MESSAGES.saveFailed, err),
  });
}
