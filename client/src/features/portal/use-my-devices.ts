import { portalApi } from '@domain/api/portal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { portalKeys } from './portal-keys';

/** GET /api/my/devices: the assets assigned to the caller. */
export function useMyDevices() {
  return useQuery({ queryKey: portalKeys.devices, queryFn: () => api(portalApi.devices) });
}
