import { QueryClient } from '@tanstack/react-query';

/**
 * Data is never stale by default, never refetched on focus or on an interval, and no call is
 * retried by itself: a read or a change runs once, and its failure is shown.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
