import { monitorsApi } from '@domain/api/monitors';
import { MONITOR_MESSAGES } from '@domain/monitors';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import type { MonitorInput } from './monitor-input';
import { monitorKeys } from './monitor-keys';

/** Adds a monitor to the district (POST /api/monitors); its first check follows on the server. */
export const useCreateMonitor = (districtId: string) =>
  useApiMutation(monitorsApi.create, {
    input: (payload: MonitorInput) => ({ body: { ...payload, districtId } }),
    success: MONITOR_MESSAGES.created,
    failure: MONITOR_MESSAGES.saveFailed,
    invalidates: [monitorKeys.district(districtId), monitorKeys.everyDistrict, dashboardKeys.all],
  });

/** Saves a monitor's settings (PUT /api/monitors/:id). */
export const useUpdateMonitor = (districtId: string) =>
  useApiMutation(monitorsApi.update, {
    input: ({ id, payload }: { id: string; payload: MonitorInput }) => ({ params: { id }, body: payload }),
    success: MONITOR_MESSAGES.updated,
    failure: MONITOR_MESSAGES.saveFailed,
    invalidates: [monitorKeys.district(districtId), monitorKeys.everyDistrict, dashboardKeys.all],
  });
