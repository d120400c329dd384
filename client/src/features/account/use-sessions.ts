import { accountApi } from '@domain/api/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountKeys } from './account-keys';

/** The browsers signed in to the account, this one marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: () => api(accountApi.sessions) });
}
