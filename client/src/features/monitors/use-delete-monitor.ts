import { monitorsApi } from '@domain/api/monitors';
import { MONITOR_MESSAGES } from '@domain/monitors';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { monitorKeys } from './monitor-keys';

export const useDeleteMonitor = (districtId: string) =>
  useApiMutation(monitorsApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: MONITOR_MESSAGES.deleted,
    failure: MONITOR_MESSAGES.deleteFailed,
    invalidates: [monitorKeys.district(districtId), monitorKeys.everyDistrict, dashboardKeys.all],
  });
