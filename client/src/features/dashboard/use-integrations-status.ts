import { integrationsApi } from '@domain/api/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';

export const fetchIntegrationsStatus = () => api(integrationsApi.status);

/** GET /api/integrations/status: ConnectWise, IncidentIQ and BrightGauge with their last syncs. */
export function useIntegrationsStatus() {
  return useQuery({
    queryKey: dashboardKeys.integrations,
    queryFn: fetchIntegrationsStatus,
    refetchInterval: 60_000,
  });
}
