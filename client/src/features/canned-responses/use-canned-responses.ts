import { cannedResponsesApi } from '@domain/api/canned-responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every cached list of canned responses (what a change makes stale). */
export const cannedResponsesKey = ['canned-responses'] as const;

/**
 * GET /api/canned-responses: the district's own and Five Star's (no district: Five Star's only),
 * searched on the server; the previous answer stays on screen while the next search loads.
 */
export function useCannedResponses(
  districtId: string | null,
  search: string,
  { limit, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  const term = search.trim();
  return useQuery({
    queryKey: [...cannedResponsesKey, districtId ?? 'provider', term, limit ?? null],
    queryFn: () =>
      api(cannedResponsesApi.list, {
        query: { districtId: districtId ?? undefined, search: term || undefined, limit },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
