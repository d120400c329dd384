import { assetsApi } from '@domain/api/assets';
import { ASSET_MESSAGES, type AssetFilter, assetExportFileName } from '@domain/assets';
import { useMutation } from '@tanstack/react-query';
import Papa from 'papaparse';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { filterQuery } from './asset-keys';

/** Fetches the CSV of the matching assets (docs/product.md#inventory) and saves it as assets-export-{date}.csv. */
export async function exportAssets(districtId: string, filter: AssetFilter): Promise<number> {
  // A CSV answer: its text.
  const csv = (await api(assetsApi.exportCsv, { query: filterQuery(districtId, filter) })) as string;
  const count = Math.max(0, Papa.parse(csv, { skipEmptyLines: true }).data.length - 1);
  saveFile(csv, assetExportFileName());
  return count;
}

export function useExportAssets(districtId: string) {
  return useMutation({
    mutationFn: (filter: AssetFilter) => exportAssets(districtId, filter),
    onSuccess: (count) => toast({ ...ASSET_MESSAGES.exportComplete(count), variant: 'success' }),
    onError: (err) => failureToast(ASSET_MESSAGES.exportFailed, err),
  });
}
