import type { CalendarFeed } from '@domain/meetings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const calendarFeedKey = (districtId: string) => ['meetings', districtId, 'calendar-feed'] as const;

export const fetchCalendarFeed = (districtId: string) =>
  apiGet<CalendarFeed>(`/api/meetings/calendar-feed?districtId=${encodeURIComponent(districtId)}`);

/** The district's private subscription address (made by the server on first use). */
export function useCalendarFeed(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKey(districtId),
    queryFn: () => fetchCalendarFeed(districtId),
    enabled,
  });
}
