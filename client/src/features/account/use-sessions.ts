import type { AccountSession } from '@domain/account';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { accountKeys } from './account-keys';

export const fetchSessions = () => apiGet<AccountSession[]>('/api/account/sessions');

/** The browsers signed in to the account, this one marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: fetchSessions });
}
