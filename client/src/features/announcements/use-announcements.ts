import { announcementsApi } from '@domain/api/announcements';
import type { Notification } from '@domain/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useWsEvent } from '@/lib/use-ws-event';

export const announcementsKey = ['announcements'] as const;
/** Banners that start or end later show up and go without a reload. */
const REFRESH_MS = 60_000;

/** GET /api/announcements: the user's current banners; a new one arrives with its notification. */
export function useAnnouncements() {
  const queryClient = useQueryClient();
  useWsEvent<Pick<Notification, 'kind'>>('notification', ({ data }) => {
    if (data.kind === 'announcement') void queryClient.invalidateQueries({ queryKey: announcementsKey });
  });
  return useQuery({
    queryKey: announcementsKey,
    queryFn: () => api(announcementsApi.current),
    refetchInterval: REFRESH_MS,
  });
}
