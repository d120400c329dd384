import { authLinksApi } from '@domain/api/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const inviteKey = (token: string) => ['auth', 'invite', token] as const;

export const fetchInvite = (token: string) => api(authLinksApi.invite, { params: { token } });

/** Who an invitation link is for (name, email, district); 404 when it is invalid or used. */
export function useInvite(token: string) {
  return useQuery({ queryKey: inviteKey(token), queryFn: () => fetchInvite(token) });
}
