import { calendarApi } from '@domain/api/calendar';
import { slaApi } from '@domain/api/sla';
import type { Priority } from '@domain/priorities';
import { clockCalendar } from '@domain/sla-clock';
import type { WorkingCalendar } from '@domain/working-time';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The calendar a ticket's clock runs on (the district's working calendar, 24×7 when its priority's
 * target says so), for the remaining working time shown beside the due times. Null until loaded.
 */
export function useClockCalendar(districtId: string, priority: Priority): WorkingCalendar | null {
  const calendar = useQuery({
    queryKey: ['calendar', districtId],
    queryFn: () => api(calendarApi.read, { params: { districtId } }),
    staleTime: 60_000,
  });
  const policies = useQuery({
    queryKey: ['sla-policies', districtId],
    queryFn: () => api(slaApi.policies, { query: { districtId } }),
    staleTime: 60_000,
  });
  if (!calendar.data || !policies.data) return null;
  const allHours = policies.data.find((p) => p.priority === priority)?.allHours ?? false;
  return clockCalendar(calendar.data as WorkingCalendar, { allHours });
}
