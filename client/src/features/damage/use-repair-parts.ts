import { partsApi } from '@domain/api/parts';
import { PART_MESSAGES } from '@domain/parts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { damageKey } from './use-damage';

const repairPartsKey = (districtId: string, repairId: string) =>
  [...damageKey(districtId), 'repair-parts', repairId] as const;

/** The parts a repair used (its `used` and `pool_draw` moves), newest first. */
export function useRepairParts(districtId: string, repairId: string) {
  return useQuery({
    queryKey: repairPartsKey(districtId, repairId),
    queryFn: () => api(partsApi.repairParts, { params: { id: repairId } }),
  });
}

/** The district's parts and the pool's, to choose from (asked only while the control is shown). */
export function usePartChoices(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['parts', districtId, ''],
    queryFn: () => api(partsApi.list, { query: { districtId } }),
    enabled,
  });
}

/** Takes parts from a shelf for the repair (POST /api/repairs/:id/parts); stock and costs follow. */
export const useUsePart = (districtId: string, repairId: string) =>
  useApiMutation(partsApi.useForRepair, {
    input: (body: { partId: string; quantity: number; siteId: string | null }) => ({
      params: { id: repairId },
      body,
    }),
    success: PART_MESSAGES.usedForRepair,
    failure: PART_MESSAGES.moveFailed,
    invalidates: [repairPartsKey(districtId, repairId), ['parts']],
  });
