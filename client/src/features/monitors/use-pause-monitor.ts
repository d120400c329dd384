import { monitorsApi } from '@domain/api/monitors';
import { MONITOR_MESSAGES, type Monitor } from '@domain/monitors';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { inputOf } from './monitor-input';
import { monitorKeys } from './monitor-keys';

/** Pauses a monitor (no checks, not counted in System Health) or resumes it. */
export const usePauseMonitor = (districtId: string) =>
  useApiMutation(monitorsApi.update, {
    input: ({ monitor, enabled }: { monitor: Monitor; enabled: boolean }) => ({
      params: { id: monitor.id },
      body: { ...inputOf(monitor), enabled },
    }),
    success: (_answer, { monitor, enabled }) => ({
      title: enabled ? MONITOR_MESSAGES.resumed : MONITOR_MESSAGES.paused,
      description: monitor.name,
    }),
    failure: MONITOR_MESSAGES.saveFailed,
    invalidates: [monitorKeys.district(districtId), monitorKeys.everyDistrict, dashboardKeys.all],
  });
