import { meetingsApi } from '@domain/api/meetings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const calendarFeedKey = (districtId: string) => ['meetings', districtId, 'calendar-feed'] as const;

/** The district's private subscription address (made by the server on first use). */
export function useCalendarFeed(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKey(districtId),
    queryFn: () => api(meetingsApi.calendarFeed, { query: { districtId } }),
    enabled,
  });
}
