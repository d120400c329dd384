import type { IntegrationStatusItem } from '@domain/integrations';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';

export const fetchIntegrationsStatus = () => apiGet<IntegrationStatusItem[]>('/api/integrations/status');

/** GET /api/integrations/status: ConnectWise, IncidentIQ and BrightGauge with their last syncs. */
export function useIntegrationsStatus() {
  return useQuery({
    queryKey: dashboardKeys.integrations,
    queryFn: fetchIntegrationsStatus,
    refetchInterval: 60_000,
  });
}
