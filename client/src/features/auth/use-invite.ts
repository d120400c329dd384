import type { invitePreviewSchema } from '@domain/auth';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const inviteKey = (token: string) => ['auth', 'invite', token] as const;

export const fetchInvite = (token: string) =>
  apiGet<InvitePreview>(`/api/auth/invite/${encodeURIComponent(token)}`);

/** Who an invitation link is for (name, email, district); 404 when it is invalid or used. */
export function useInvite(token: string) {
  return useQuery({ queryKey: inviteKey(token), queryFn: () => fetchInvite(token) });
}
