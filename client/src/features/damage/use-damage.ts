import { damageApi } from '@domain/api/damage';
import { DAMAGE_MESSAGES, type DamageInput, type RepairUpdatePayload } from '@domain/damage';
import type { DamageState, RepairState } from '@domain/device-money';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useWsEvent } from '@/lib/use-ws-event';

/** Every query of damage reports and repairs of a district starts with this key. */
export const damageKey = (districtId: string) => ['damage', districtId] as const;

/** Refreshes the district's lists when anybody reports damage or changes a repair (or a loaner moves). */
function useDamageLive(districtId: string) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId: string | null }) => {
    if (message.districtId === districtId)
      void queryClient.invalidateQueries({ queryKey: damageKey(districtId) });
  };
  useWsEvent('damage_reported', refresh);
}

/** The district's damage reports, newest first, a page at a time. */
export function useDamageReports(districtId: string, status: DamageState | '') {
  useDamageLive(districtId);
  return useInfiniteQuery({
    queryKey: [...damageKey(districtId), 'reports', status],
    queryFn: ({ pageParam }) =>
      api(damageApi.list, {
        query: { districtId, ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The district's repairs, newest first, a page at a time. */
export function useRepairs(districtId: string, state: RepairState | '') {
  useDamageLive(districtId);
  return useInfiniteQuery({
    queryKey: [...damageKey(districtId), 'repairs', state],
    queryFn: ({ pageParam }) =>
      api(damageApi.repairs, {
        query: { districtId, ...(state ? { state } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useReportDamage = (districtId: string) =>
  useApiMutation(damageApi.report, {
    input: ({ assetId, body }: { assetId: string; body: DamageInput }) => ({
      params: { id: assetId },
      body: { ...body, districtId },
    }),
    success: DAMAGE_MESSAGES.reported,
    failure: DAMAGE_MESSAGES.reportFailed,
    invalidates: [damageKey(districtId), ['tickets'], ['assets', districtId]],
  });

export const useSaveRepair = (districtId: string, id: string) =>
  useApiMutation(damageApi.updateRepair, {
    input: (body: RepairUpdatePayload) => ({ params: { id }, query: { districtId }, body }),
    success: DAMAGE_MESSAGES.saved,
    failure: DAMAGE_MESSAGES.saveFailed,
    invalidates: [damageKey(districtId)],
  });

export const useLendLoaner = (districtId: string, id: string) =>
  useApiMutation(damageApi.loaner, {
    input: (assetId: string) => ({ params: { id }, query: { districtId }, body: { assetId } }),
    success: (repair) => DAMAGE_MESSAGES.loanerOut(repair.loanerTag ?? '', repair.personName ?? ''),
    failure: DAMAGE_MESSAGES.loanerFailed,
    invalidates: [damageKey(districtId), ['assets', districtId]],
  });

/** Keeps photos attached to the repair ticket after the report (POST /api/damage/:id/photos). */
export const useAddDamagePhotos = (districtId: string, id: string) =>
  useApiMutation(damageApi.addPhotos, {
    input: (photos: string[]) => ({ params: { id }, query: { districtId }, body: { photos } }),
    failure: DAMAGE_MESSAGES.photosFailed,
    invalidates: [damageKey(districtId)],
  });
