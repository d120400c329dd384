import { monitorsApi } from '@domain/api/monitors';
import { MONITOR_MESSAGES, MONITOR_STATE_LABELS, type Monitor } from '@domain/monitors';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { monitorKeys } from './monitor-keys';

/**
 * Check now (POST /api/monitors/:id/check): the server runs the check at once and records it; the
 * answer is said in plain words ("Benson website is down: the connection timed out after 10 s").
 */
export const useCheckMonitor = (districtId: string) =>
  useApiMutation(monitorsApi.check, {
    input: (monitor: Monitor) => ({ params: { id: monitor.id } }),
    failure: MONITOR_MESSAGES.checkFailed,
    invalidates: [monitorKeys.district(districtId), monitorKeys.everyDistrict, dashboardKeys.all],
    onSuccess: (result, monitor) => {
      const took = result.ms === null ? '' : ` (${result.ms.toLocaleString('en-US')} ms)`;
      toast({
        title: `${monitor.name}: ${MONITOR_STATE_LABELS[result.status].toLowerCase()}${took}`,
        description: result.message,
        variant: result.ok ? 'success' : 'destructive',
      });
    },
  });
