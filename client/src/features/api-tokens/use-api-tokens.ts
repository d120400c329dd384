import { apiTokensApi } from '@domain/api/api-tokens';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const apiTokensKey = ['account', 'api-tokens'] as const;

/** The signed-in user's API tokens that still work, newest first. */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: () => api(apiTokensApi.list) });
}
