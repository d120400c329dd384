import { visitsApi } from '@domain/api/visits';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

/** Copies the caller's private calendar feed of their visits (made on first use). */
export function useCopyVisitFeed(districtId: string) {
  return useMutation({
    mutationFn: async () => {
      const feed = await api(visitsApi.calendarFeed, { query: { districtId } });
      return { feed, copied: await copyText(feed.url) };
    },
    onSuccess: ({ feed, copied }) =>
      toast({
        title: copied ? 'Calendar link copied' : 'Your calendar link',
        description: copied ? 'Paste it into your calendar app to subscribe to your visits.' : feed.url,
        variant: 'success',
      }),
    onError: (err) => failureToast('Failed to get the calendar link', err),
  });
}
