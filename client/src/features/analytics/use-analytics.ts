import type { AnalyticsAnswers, AnalyticsTab } from '@domain/analytics';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const analyticsKey = (tab: AnalyticsTab, query: string) => ['analytics', tab, query] as const;

/** One tab's figures for the query (range and scope). */
export function useAnalytics<T extends AnalyticsTab>(tab: T, query: URLSearchParams) {
  const q = query.toString();
  return useQuery({
    queryKey: analyticsKey(tab, q),
    queryFn: () => apiGet<AnalyticsAnswers[T]>(`/api/analytics/${tab}?${q}`),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
