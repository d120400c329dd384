import { monitorsApi } from '@domain/api/monitors';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { monitorKeys } from './monitor-keys';

/** GET /api/status?districtId: the district's health, its monitors and its open incidents. */
export function useDistrictStatus(districtId: string) {
  return useQuery({
    queryKey: monitorKeys.status(districtId),
    queryFn: async () => {
      const { districts } = await api(monitorsApi.status, { query: { districtId } });
      const status = districts[0];
      if (!status) throw new Error('404: District not found.');
      return status;
    },
  });
}

/** GET /api/status?all=true: every district's health, for Five Star. */
export function useEveryDistrictStatus(enabled: boolean) {
  return useQuery({
    queryKey: monitorKeys.everyDistrict,
    queryFn: () => api(monitorsApi.status, { query: { all: 'true' } }),
    enabled,
  });
}
