import { partsApi } from '@domain/api/parts';
import { type MoveInput, PART_MESSAGES, type PartInput } from '@domain/parts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useWsEvent } from '@/lib/use-ws-event';

/** Query keys of the Parts screen; `null` district: Five Star's pool view. */
export const partsKeys = {
  all: ['parts'] as const,
  list: (districtId: string | null, search: string) => ['parts', districtId ?? 'pool', search] as const,
  moves: (partId: string) => ['parts', 'moves', partId] as const,
};

/** The district's parts and the pool's (Five Star outside a district: the pool's), refreshed live. */
export function useParts(districtId: string | null, search: string) {
  const client = useQueryClient();
  useWsEvent('part_changed', () => void client.invalidateQueries({ queryKey: partsKeys.all }));
  return useQuery({
    queryKey: partsKeys.list(districtId, search),
    queryFn: () =>
      api(partsApi.list, { query: { ...(districtId ? { districtId } : {}), ...(search ? { search } : {}) } }),
  });
}

export function usePartMoves(partId: string | null) {
  return useQuery({
    queryKey: partsKeys.moves(partId ?? ''),
    queryFn: () => api(partsApi.moves, { params: { id: partId! } }),
    enabled: !!partId,
  });
}

export const useSavePart = (districtId: string | null, id: string | null) =>
  useApiMutation<typeof partsApi.create | typeof partsApi.update, PartInput>(
    id ? partsApi.update : partsApi.create,
    {
      input: (body) => ({
        params: id ? { id } : undefined,
        body: { ...body, ...(districtId ? { districtId } : {}) },
      }),
      success: PART_MESSAGES.saved,
      failure: PART_MESSAGES.saveFailed,
      invalidates: [partsKeys.all],
    },
  );

export const useMovePart = (partId: string) =>
  useApiMutation(partsApi.move, {
    input: (body: MoveInput) => ({ params: { id: partId }, body }),
    success: PART_MESSAGES.moved,
    failure: PART_MESSAGES.moveFailed,
    invalidates: [partsKeys.all],
  });
