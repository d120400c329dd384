import { ASSET_MESSAGES, type AssetFilter, assetExportFileName } from '@domain/assets';
import { useMutation } from '@tanstack/react-query';
import Papa from 'papaparse';
import { apiRequest } from '@/lib/api';
import { toast } from '@/ui/toast';
import { assetFailureToast } from './asset-failure-toast';
import { filterParams } from './asset-keys';

/** Fetches the CSV of the matching assets (spec 9 columns) and saves it as assets-export-{date}.csv. */
export async function exportAssets(districtId: string, filter: AssetFilter): Promise<number> {
  const csv = await apiRequest<string>('GET', `/api/assets/export?${filterParams(districtId, filter)}`);
  const count = Math.max(0, Papa.parse(csv, { skipEmptyLines: true }).data.length - 1);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = assetExportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return count;
}

export function useExportAssets(districtId: string) {
  return useMutation({
    mutationFn: (filter: AssetFilter) => exportAssets(districtId, filter),
    onSuccess: (count) => toast({ ...ASSET_MESSAGES.exportComplete(count), variant: 'success' }),
    onError: (err) => assetFailureToast(ASSET_MESSAGES.exportFailed, err),
  });
}
