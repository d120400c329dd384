import type { ImportReport, ImportRow } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { assetKeys } from './asset-keys';

export const importAssets = (districtId: string, rows: ImportRow[], dryRun: boolean) =>
  apiRequest<ImportReport>('POST', '/api/assets/import', { districtId, rows, dryRun });

/** The dry run and the real import (toasts are the dialog's: it shows the report in place). */
export function useImportAssets(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: ImportRow[]; dryRun: boolean }) =>
      importAssets(districtId, rows, dryRun),
    onSuccess: async (report) => {
      if (!report.dryRun) await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
  });
}
