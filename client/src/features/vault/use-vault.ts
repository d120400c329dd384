import { vaultApi } from '@domain/api/vault';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { vaultKeys } from './vault-keys';

/** The entries of the district the user sees (never a secret), by title. */
export function useVaultEntries(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.list(districtId),
    queryFn: () => api(vaultApi.list, { query: { districtId } }),
  });
}

/** The four cards. */
export function useVaultSummary(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.summary(districtId),
    queryFn: () => api(vaultApi.summary, { query: { districtId } }),
  });
}

/** Vault Settings (a reveal may need a reason; the default expiry; who may export). */
export function useVaultSettings(districtId: string) {
  return useQuery({
    queryKey: vaultKeys.settings(districtId),
    queryFn: () => api(vaultApi.settings, { query: { districtId } }),
  });
}
