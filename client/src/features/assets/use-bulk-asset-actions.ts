import {
  ASSET_MESSAGES,
  type AssetSelection,
  type BulkUpdateAssetsPayload,
  type CheckInAssetsPayload,
  type CheckOutAssetsPayload,
} from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

type Result = { count: number };

export const bulkUpdateAssets = (body: BulkUpdateAssetsPayload) =>
  apiRequest<Result>('POST', '/api/assets/bulk-update', body);
export const checkOutAssets = (body: CheckOutAssetsPayload) =>
  apiRequest<Result>('POST', '/api/assets/check-out', body);
export const checkInAssets = (body: CheckInAssetsPayload) =>
  apiRequest<Result>('POST', '/api/assets/check-in', body);

function useAssetsMutation<V>(
  districtId: string,
  call: (v: V) => Promise<Result>,
  done: (count: number, v: V) => void,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result, v) => {
      done(result.count, v);
      await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
    onError: (err) => failureToast({ title: 'Error', description: failed }, err),
  });
}

/** Bulk Edit: status, location and/or category of the selection. */
export function useBulkUpdateAssets(districtId: string) {
  return useAssetsMutation(
    districtId,
    (v: { selection: AssetSelection; changes: BulkUpdateAssetsPayload['changes'] }) =>
      bulkUpdateAssets({ districtId, ...v }),
    (count) => toast({ ...ASSET_MESSAGES.bulkUpdated(count), variant: 'success' }),
    'Failed to update the selected assets',
  );
}

export function useCheckOutAssets(districtId: string) {
  return useAssetsMutation(
    districtId,
    (v: Omit<CheckOutAssetsPayload, 'districtId'>) => checkOutAssets({ districtId, ...v }),
    (count, v) => toast({ ...ASSET_MESSAGES.checkedOut(count, v.assignee), variant: 'success' }),
    'Failed to check out the selected assets',
  );
}

export function useCheckInAssets(districtId: string) {
  return useAssetsMutation(
    districtId,
    (v: { selection: AssetSelection }) => checkInAssets({ districtId, ...v }),
    (count) => toast({ ...ASSET_MESSAGES.checkedIn(count), variant: 'success' }),
    'Failed to check in the selected assets',
  );
}
