import type { AnalyticsAnswers, AnalyticsTab } from '@domain/analytics';
import { analyticsApi } from '@domain/api/analytics';
import { queryOf } from '@domain/api/endpoint';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AnalyticsQueryInput } from './analytics-params';

export const analyticsKey = (tab: AnalyticsTab, query: string) => ['analytics', tab, query] as const;

/** One tab's figures for the query (range and scope). */
export function useAnalytics<T extends AnalyticsTab>(tab: T, query: AnalyticsQueryInput) {
  return useQuery({
    queryKey: analyticsKey(tab, queryOf(query)),
    // The answer's schema is the union of every tab's: the tab asked for says which one.
    queryFn: async () => (await api(analyticsApi.tab, { params: { tab }, query })) as AnalyticsAnswers[T],
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
