import type { VaultEntry, VaultSettings, VaultSummary } from '@domain/vault';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { inDistrict, vaultKeys } from './vault-keys';

/** The entries of the district the user sees (never a secret), by title. */
export function useVaultEntries(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.list(districtId),
    queryFn: () => apiGet<VaultEntry[]>(`/api/vault?${inDistrict(districtId)}`),
  });
}

/** The four cards. */
export function useVaultSummary(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.summary(districtId),
    queryFn: () => apiGet<VaultSummary>(`/api/vault/summary?${inDistrict(districtId)}`),
  });
}

/** Vault Settings (a reveal may need a reason; the default expiry; who may export). */
export function useVaultSettings(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.settings(districtId),
    queryFn: () => apiGet<VaultSettings>(`/api/vault/settings?${inDistrict(districtId)}`),
  });
}
