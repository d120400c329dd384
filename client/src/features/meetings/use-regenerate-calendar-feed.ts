import { type CalendarFeed, MEETING_MESSAGES } from '@domain/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { calendarFeedKey } from './use-calendar-feed';

export const regenerateCalendarFeed = (districtId: string) =>
  apiRequest<CalendarFeed>('POST', '/api/meetings/calendar-feed', { districtId });

/** A new secret address; the old one stops working. */
export function useRegenerateCalendarFeed(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCalendarFeed(districtId),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey(districtId), feed);
      toast({ title: 'Success', description: MEETING_MESSAGES.feedRegenerated, variant: 'success' });
    },
    onError: (err) => failureToast(MEETING_MESSAGES.feedRegenerateFailed, err),
  });
}
