import { fundingSourcesApi } from '@domain/api/funding-sources';
import { ASSET_MONEY_MESSAGES, type SaveFundingSourcesPayload } from '@domain/asset-money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccess } from '@/features/auth';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

/** Whether the signed-in user sees asset money (cost, vendor, PO, funding): the `money` area. */
export const useSeesAssetMoney = () => useAccess('money', 'read').ok;

/** The district's funding sources, for those who see money (others never ask). */
export function useFundingSources(districtId: string, enabled = true) {
  const seesMoney = useSeesAssetMoney();
  return useQuery({
    queryKey: assetKeys.funding(districtId),
    queryFn: () => api(fundingSourcesApi.list, { query: { districtId } }),
    enabled: enabled && seesMoney,
    staleTime: 60_000,
  });
}

/** Replaces the list (PUT /api/funding-sources); a refusal's reason is toasted. */
export function useSaveFundingSources(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(fundingSourcesApi.replace, {
    input: (body: SaveFundingSourcesPayload) => ({ query: { districtId }, body }),
    failure: ASSET_MONEY_MESSAGES.fundingSaveFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(assetKeys.funding(districtId), saved);
      toast({ ...ASSET_MONEY_MESSAGES.fundingSaved, variant: 'success' });
    },
  });
}
