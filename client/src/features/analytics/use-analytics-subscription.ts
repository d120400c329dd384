import { ANALYTICS_MESSAGES, type Subscription } from '@domain/analytics';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

const subscriptionKey = (districtId: string) => ['analytics', 'subscription', districtId] as const;

/** Whether the caller receives the district's Executive Summary by email each month. */
export function useAnalyticsSubscription(districtId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKey(districtId ?? 'own'),
    queryFn: () =>
      apiGet<Subscription>(`/api/analytics/subscription${districtId ? `?districtId=${districtId}` : ''}`),
    enabled,
  });
}

export function useSetAnalyticsSubscription(districtId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      apiRequest<Subscription>('PUT', '/api/analytics/subscription', {
        ...(districtId ? { districtId } : {}),
        subscribed,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionKey(districtId ?? 'own'), answer);
      toast({
        title: answer.subscribed ? ANALYTICS_MESSAGES.subscribed : ANALYTICS_MESSAGES.unsubscribed,
        variant: 'success',
      });
    },
    onError: (err) => failureToast(ANALYTICS_MESSAGES.subscriptionFailed, err),
  });
}
