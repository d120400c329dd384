import { assetsApi } from '@domain/api/assets';
import {
  ASSET_MESSAGES,
  type AssetSelection,
  type BulkUpdateAssetsPayload,
  type CheckOutAssetsPayload,
} from '@domain/assets';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { assetKeys } from './asset-keys';

const failed = (description: string) => ({ title: i18n.t('assets:bulk.failed.title'), description });

/** Bulk Edit: status, location and/or category of the selection. */
export const useBulkUpdateAssets = (districtId: string) =>
  useApiMutation(assetsApi.bulkUpdate, {
    input: (v: { selection: AssetSelection; changes: BulkUpdateAssetsPayload['changes'] }) => ({
      body: { districtId, ...v },
    }),
    failure: failed(i18n.t('assets:bulk.failed.update')),
    invalidates: [assetKeys.district(districtId)],
    onSuccess: ({ count }) => {
      toast({ ...ASSET_MESSAGES.bulkUpdated(count), variant: 'success' });
    },
  });

export const useCheckOutAssets = (districtId: string) =>
  useApiMutation(assetsApi.checkOut, {
    input: (v: Omit<CheckOutAssetsPayload, 'districtId'>) => ({ body: { districtId, ...v } }),
    failure: failed(i18n.t('assets:bulk.failed.checkOut')),
    invalidates: [assetKeys.district(districtId)],
    onSuccess: ({ count }, v) => {
      toast({ ...ASSET_MESSAGES.checkedOut(count, v.assignee ?? ''), variant: 'success' });
    },
  });

export const useCheckInAssets = (districtId: string) =>
  useApiMutation(assetsApi.checkIn, {
    input: (v: { selection: AssetSelection }) => ({ body: { districtId, ...v } }),
    failure: failed(i18n.t('assets:bulk.failed.checkIn')),
    invalidates: [assetKeys.district(districtId)],
    onSuccess: ({ count }) => {
      toast({ ...ASSET_MESSAGES.checkedIn(count), variant: 'success' });
    },
  });
