import { urlOf } from '@domain/api/endpoint';
import { licensesApi } from '@domain/api/licenses';
import type { LicenseImportReport } from '@domain/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/lib/api-files';
import { licenseKeys } from './license-keys';

export const importLicenses = (districtId: string, file: File, dryRun: boolean) =>
  uploadFile<LicenseImportReport>(
    urlOf(licensesApi.import, { query: { districtId, dryRun: dryRun ? 'true' : 'false' } }),
    'file',
    file,
  );

/** The dry run and the real import of a CSV file (the dialog shows the report and its own messages). */
export function useImportLicenses(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      importLicenses(districtId, file, dryRun),
    onSuccess: async (report) => {
      if (!report.dryRun) await queryClient.invalidateQueries({ queryKey: licenseKeys.district(districtId) });
    },
  });
}
