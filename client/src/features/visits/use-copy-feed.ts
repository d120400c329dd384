import { visitsApi } from '@domain/api/visits';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

/** Copies the caller's private calendar feed of their visits (made on first use). */
export function useCopyVisitFeed(districtId: string) {
  const { t } = useTranslation('visits');
  return useMutation({
    mutationFn: async () => {
      const feed = await api(visitsApi.calendarFeed, { query: { districtId } });
      return { feed, copied: await copyText(feed.url) };
    },
    onSuccess: ({ feed, copied }) =>
      toast({
        title: copied ? t('feed.copied') : t('feed.yours'),
        description: copied ? t('feed.paste') : feed.url,
        variant: 'success',
      }),
    onError: (err) => failureToast(t('feed.failed'), err),
  });
}
