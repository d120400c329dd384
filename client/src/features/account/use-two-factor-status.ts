import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { accountKeys } from './account-keys';

export interface TwoFactorStatus {
  enabled: boolean;
  /** Required for this account (a Five Star administrator on a server with REQUIRE_2FA). */
  required: boolean;
  recoveryCodesLeft: number;
}

export const fetchTwoFactorStatus = () => apiGet<TwoFactorStatus>('/api/account/2fa');

/** Whether two-factor sign-in is on for the account, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: accountKeys.twoFactor, queryFn: fetchTwoFactorStatus });
}
