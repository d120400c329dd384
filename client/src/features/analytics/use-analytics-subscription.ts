import { ANALYTICS_MESSAGES } from '@domain/analytics';
import { analyticsApi } from '@domain/api/analytics';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

const subscriptionKey = (districtId: string) => ['analytics', 'subscription', districtId] as const;

/** Whether the caller receives the district's Executive Summary by email each month. */
export function useAnalyticsSubscription(districtId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKey(districtId ?? 'own'),
    queryFn: () => api(analyticsApi.subscription, { query: districtId ? { districtId } : {} }),
    enabled,
  });
}

export function useSetAnalyticsSubscription(districtId: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation(analyticsApi.subscribe, {
    input: (subscribed: boolean) => ({ body: { ...(districtId ? { districtId } : {}), subscribed } }),
    success: (answer) =>
      answer.subscribed ? ANALYTICS_MESSAGES.subscribed : ANALYTICS_MESSAGES.unsubscribed,
    failure: ANALYTICS_MESSAGES.subscriptionFailed,
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionKey(districtId ?? 'own'), answer);
    },
  });
}
