import { calendarApi } from '@domain/api/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useWsEvent } from '@/lib/use-ws-event';

/** GET /api/districts/:districtId/calendar, cached under the district's id. */
export const calendarKey = (districtId: string) => ['calendar', districtId] as const;

export function useCalendar(districtId: string) {
  return useQuery({
    queryKey: calendarKey(districtId),
    queryFn: () => api(calendarApi.read, { params: { districtId } }),
  });
}

/**
 * Reloads the calendar when the district's settings change (in this browser or another): the
 * default hours and zone come from the District profile, and another administrator may flip
 * "Closed today". The calendar is edited in dialogs, so nothing unsaved is lost.
 */
export function useCalendarLive(districtId: string) {
  const queryClient = useQueryClient();
  useWsEvent('settings_changed', (message: { districtId?: string | null }) => {
    if (message.districtId === districtId)
      void queryClient.invalidateQueries({ queryKey: calendarKey(districtId) });
  });
}
