import { urlOf } from '@domain/api/endpoint';
import { erateApi } from '@domain/api/erate';
import { warrantyApi } from '@domain/api/warranty';
import {
  type DisposeAssetInput,
  ERATE_MESSAGES,
  type ErateBudgetInput,
  erateRegisterFileName,
} from '@domain/erate';
import { WARRANTY_MESSAGES, type WarrantyImportReport, type WarrantyLookupInput } from '@domain/warranty';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadFile, uploadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { useApiMutation } from '@/lib/use-api-mutation';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

export const erateKeys = {
  all: (districtId: string) => ['erate', districtId] as const,
  budget: (districtId: string, year?: number) => ['erate', districtId, 'budget', year ?? 'latest'] as const,
  equipment: (districtId: string) => ['erate', districtId, 'equipment'] as const,
  warranty: (districtId: string) => ['erate', districtId, 'warranty'] as const,
};

/** GET /api/erate/budget: the cycle (latest saved unless asked) with spent and remaining. */
export const useErateBudget = (districtId: string, cycleStartYear?: number) =>
  useQuery({
    queryKey: erateKeys.budget(districtId, cycleStartYear),
    queryFn: () => api(erateApi.budget, { query: { districtId, cycleStartYear } }),
  });

/** GET /api/erate/equipment: the C2 equipment on the register. */
export const useErateEquipment = (districtId: string) =>
  useQuery({
    queryKey: erateKeys.equipment(districtId),
    queryFn: () => api(erateApi.equipment, { query: { districtId } }),
  });

export const useSaveErateBudget = (districtId: string) =>
  useApiMutation(erateApi.saveBudget, {
    input: (body: ErateBudgetInput) => ({ body: { ...body, districtId } }),
    success: ERATE_MESSAGES.budgetSaved,
    failure: ERATE_MESSAGES.budgetFailed,
    invalidates: [erateKeys.all(districtId)],
  });

export const useDisposeAsset = (districtId: string) =>
  useApiMutation(erateApi.dispose, {
    input: ({ id, ...body }: DisposeAssetInput & { id: string }) => ({
      params: { id },
      query: { districtId },
      body,
    }),
    success: ERATE_MESSAGES.disposed,
    failure: ERATE_MESSAGES.disposeFailed,
    invalidates: [erateKeys.all(districtId), ['assets']],
  });

/** Downloads the register as CSV or Excel. */
export function useExportRegister(districtId: string) {
  return useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const { blob } = await downloadFile(urlOf(erateApi.register, { query: { districtId, format } }));
      saveFile(blob, erateRegisterFileName(format, new Date().toISOString().slice(0, 10)));
    },
    onError: (err) => failureToast(ERATE_MESSAGES.exportFailed, err),
  });
}

/** GET /api/warranty/lookup; asked again every 2 s while a run is going on. */
export const useWarrantyLookup = (districtId: string) =>
  useQuery({
    queryKey: erateKeys.warranty(districtId),
    queryFn: () => api(warrantyApi.lookup, { query: { districtId } }),
    refetchInterval: (q) => (q.state.data?.running ? 2000 : false),
  });

export const useSaveWarrantyLookup = (districtId: string) =>
  useApiMutation(warrantyApi.saveLookup, {
    input: (body: WarrantyLookupInput) => ({ body: { ...body, districtId } }),
    success: WARRANTY_MESSAGES.saved,
    failure: WARRANTY_MESSAGES.saveFailed,
    invalidates: [erateKeys.warranty(districtId)],
  });

export const useRunWarrantyLookup = (districtId: string) =>
  useApiMutation(warrantyApi.run, {
    input: (_: object) => ({ body: { districtId } }),
    success: (a) => a.message,
    failure: WARRANTY_MESSAGES.runFailed,
    invalidates: [erateKeys.warranty(districtId)],
  });

/** The dry run and the real import of a warranty CSV (the dialog shows the report). */
export function useImportWarranty(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      uploadFile<WarrantyImportReport>(
        urlOf(warrantyApi.import, { query: { districtId, dryRun: dryRun ? 'true' : 'false' } }),
        'file',
        file,
      ),
    onSuccess: async (report) => {
      if (report.dryRun) return;
      toast({ title: WARRANTY_MESSAGES.imported(report.created), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: erateKeys.all(districtId) });
    },
  });
}
