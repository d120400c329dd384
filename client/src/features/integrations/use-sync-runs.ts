import { integrationsApi } from '@domain/api/integrations';
import type { SyncRun } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { integrationsKey } from './use-integrations';

const unfinished = (runs: SyncRun[] | undefined) =>
  runs?.some((r) => r.status === 'queued' || r.status === 'running');

/** GET /api/integrations/:name/runs: the sync history, polled while a run is waiting or running. */
export function useSyncRuns(name: IntegrationSlug, districtId: string) {
  return useQuery({
    queryKey: [...integrationsKey, 'runs', name, districtId],
    queryFn: () => api(integrationsApi.runs, { params: { name }, query: { districtId } }),
    refetchInterval: (query) => (unfinished(query.state.data) ? 1500 : false),
  });
}
