import { scansApi } from '@domain/api/scans';
import type { ScanMode, ScanRecordedEvent } from '@domain/scans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useWsEvent } from '@/lib/use-ws-event';
import { scannerKeys } from './scanner-keys';

interface RecentFilter {
  mode?: ScanMode;
  siteId?: string;
  auditId?: string;
}

/**
 * The latest scans of a place (a site on collection or issue day, an audit), refreshed live when
 * anybody's scan there is recorded: two technicians at one cart see each other's progress.
 */
export function useRecentScans(districtId: string, filter: RecentFilter) {
  const queryClient = useQueryClient();
  const key = scannerKeys.recent(districtId, filter);
  useWsEvent<ScanRecordedEvent>('scan_recorded', (message) => {
    const scan = message.data;
    if (message.districtId !== districtId) return;
    if (filter.mode && scan.mode !== filter.mode) return;
    if (filter.siteId && scan.siteId !== filter.siteId) return;
    if (filter.auditId && scan.auditId !== filter.auditId) return;
    void queryClient.invalidateQueries({ queryKey: key });
  });
  return useQuery({
    queryKey: key,
    queryFn: () => api(scansApi.recent, { query: { districtId, ...filter, limit: 50 } }),
    // Offline, the list keeps what it had.
    retry: false,
  });
}
