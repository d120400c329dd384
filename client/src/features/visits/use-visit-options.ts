import { settingsApi } from '@domain/api/settings';
import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The district's schools and buildings (GET /api/sites), for the location filter and the dialog. */
export function useVisitSites(districtId: string) {
  return useQuery({
    queryKey: ['sites', districtId],
    queryFn: () => api(settingsApi.sites, { query: { districtId } }),
    staleTime: 60_000,
  });
}

/** Tickets a visit can serve: the district's open and in-progress ones, newest first. */
export function useOpenTickets(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['visits', districtId, 'open-tickets'],
    queryFn: async () => {
      const rows = await api(ticketsApi.list, { query: { districtId, limit: 100 } });
      return rows.filter((t) => t.status === 'open' || t.status === 'in_progress');
    },
    enabled,
  });
}
