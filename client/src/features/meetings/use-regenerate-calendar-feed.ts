import { meetingsApi } from '@domain/api/meetings';
import { MEETING_MESSAGES } from '@domain/meetings';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { calendarFeedKey } from './use-calendar-feed';

/** A new secret address; the old one stops working. */
export function useRegenerateCalendarFeed(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<typeof meetingsApi.regenerateCalendarFeed, void>(meetingsApi.regenerateCalendarFeed, {
    input: () => ({ body: { districtId } }),
    failure: MEETING_MESSAGES.feedRegenerateFailed,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey(districtId), feed);
      toast({ title: 'Success', description: MEETING_MESSAGES.feedRegenerated, variant: 'success' });
    },
  });
}
