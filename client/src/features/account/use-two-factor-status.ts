import { accountApi } from '@domain/api/account';
import type { EndpointAnswer } from '@domain/api/endpoint';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountKeys } from './account-keys';

export type TwoFactorStatus = EndpointAnswer<typeof accountApi.twoFactor>;

/** Whether two-factor sign-in is on for the account, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: accountKeys.twoFactor, queryFn: () => api(accountApi.twoFactor) });
}
