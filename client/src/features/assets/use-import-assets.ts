import { assetsApi } from '@domain/api/assets';
import type { ImportRow } from '@domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assetKeys } from './asset-keys';

/**
 * The dry run and the real import (toasts are the dialog's: it shows the report in place, and a
 * refusal's rows; so not useApiMutation, which would toast the failure too).
 */
export function useImportAssets(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: ImportRow[]; dryRun: boolean }) =>
      api(assetsApi.importRows, { body: { districtId, rows, dryRun } }),
    onSuccess: async (report) => {
      if (!report.dryRun) await queryClient.invalidateQueries({ queryKey: assetKeys.district(districtId) });
    },
  });
}
