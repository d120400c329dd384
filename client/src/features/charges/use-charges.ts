import { chargesApi } from '@domain/api/charges';
import { CHARGE_MESSAGES as M, type UpdateChargePayload } from '@domain/charges';
import type { ChargeState } from '@domain/device-money';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

// The reads and changes of Fees & charges (docs/product.md#charges).

export const chargesKey = (districtId: string) => ['charges', districtId] as const;

export const useFeeSchedule = (districtId: string) =>
  useQuery({
    queryKey: [...chargesKey(districtId), 'schedule'],
    queryFn: () => api(chargesApi.feeSchedule, { query: { districtId } }),
  });

export const usePlans = (districtId: string) =>
  useQuery({
    queryKey: [...chargesKey(districtId), 'plans'],
    queryFn: () => api(chargesApi.plans, { query: { districtId } }),
  });

export const usePending = (districtId: string) =>
  useQuery({
    queryKey: [...chargesKey(districtId), 'pending'],
    queryFn: () => api(chargesApi.pending, { query: { districtId } }),
  });

export const useChargeList = (districtId: string, filter: { status?: ChargeState; personId?: string }) =>
  useQuery({
    queryKey: [...chargesKey(districtId), 'list', filter],
    queryFn: () => api(chargesApi.list, { query: { districtId, ...filter } }),
  });

export const usePersonFees = (districtId: string, personId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...chargesKey(districtId), 'person', personId],
    queryFn: () => api(chargesApi.personFees, { params: { id: personId }, query: { districtId } }),
    enabled,
  });

export const useSaveSchedule = (districtId: string) =>
  useApiMutation(chargesApi.saveFeeSchedule, {
    success: M.scheduleSaved,
    failure: M.scheduleFailed,
    invalidates: [chargesKey(districtId)],
  });

export const useSavePlan = (districtId: string) =>
  useApiMutation(chargesApi.updatePlan, {
    success: M.planSaved,
    failure: M.planFailed,
    invalidates: [chargesKey(districtId)],
  });

export const useCreatePlan = (districtId: string) =>
  useApiMutation(chargesApi.createPlan, {
    success: M.planSaved,
    failure: M.planFailed,
    invalidates: [chargesKey(districtId)],
  });

export const useConfirmCharge = (districtId: string) =>
  useApiMutation(chargesApi.confirm, {
    input: (v: { damageId: string; amount?: number; note?: string }) => ({
      params: { id: v.damageId },
      body: { districtId, amount: v.amount, note: v.note },
    }),
    success: M.confirmed,
    failure: M.confirmFailed,
    invalidates: [chargesKey(districtId)],
  });

export const useUpdateCharge = (districtId: string) =>
  useApiMutation(chargesApi.update, {
    input: (v: { id: string; body: UpdateChargePayload }) => ({
      params: { id: v.id },
      body: { ...v.body, districtId },
    }),
    success: M.updated,
    failure: M.updateFailed,
    invalidates: [chargesKey(districtId)],
  });

export const useImportPayments = (districtId: string) =>
  useApiMutation(chargesApi.import, {
    input: (v: { csv: string; dryRun: boolean }) => ({ body: { districtId, ...v } }),
    success: (answer) => (answer.dryRun ? undefined : M.imported(answer.paid)),
    failure: M.importFailed,
    invalidates: (answer) => (answer.dryRun ? [] : [chargesKey(districtId)]),
  });

export const useSetWaiver = (districtId: string) =>
  useApiMutation(chargesApi.setWaiver, {
    input: (v: { personId: string; kind: 'free_lunch' | 'reduced_lunch' | 'other' | null }) => ({
      params: { id: v.personId },
      body: { districtId, kind: v.kind },
    }),
    success: M.waiverSaved,
    failure: M.waiverFailed,
    invalidates: [chargesKey(districtId)],
  });
