import { urlOf } from '@domain/api/endpoint';
import { licensesApi } from '@domain/api/licenses';
import {
  type ExportFormat,
  LICENSE_MESSAGES,
  type LicenseFilter,
  licenseExportFileName,
} from '@domain/licenses';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { filterQuery } from './license-keys';

/** Downloads the filtered licenses as CSV or Excel (licenses-export-{date}.csv or .xlsx); answers how many. */
export async function exportLicenses(districtId: string, filter: LicenseFilter, format: ExportFormat) {
  const query = { ...filterQuery(districtId, filter), format };
  const { blob, headers } = await downloadFile(urlOf(licensesApi.export, { query }));
  saveFile(blob, licenseExportFileName(format));
  return Number(headers.get('x-export-count') ?? 0);
}

export function useExportLicenses(districtId: string) {
  return useMutation({
    mutationFn: ({ filter, format }: { filter: LicenseFilter; format: ExportFormat }) =>
      exportLicenses(districtId, filter, format),
    onSuccess: (count, { format }) =>
      toast({ ...LICENSE_MESSAGES.exportComplete(count, format), variant: 'success' }),
    onError: (err) => failureToast(LICENSE_MESSAGES.exportFailed, err),
  });
}
