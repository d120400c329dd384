import { type UpdateVaultEntry, VAULT_MESSAGES, type VaultEntry } from '@domain/vault';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { inDistrict, vaultKeys } from './vault-keys';

/** What Add Password or Edit sends (an edit may leave the password out to keep it). */
export type EntryPayload = Omit<UpdateVaultEntry, 'districtId'>;

/** Add Password (`id` null) or Edit. Resolves on success, throws (after its toast) on failure. */
export function useSaveEntry(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: EntryPayload }) =>
      id
        ? apiRequest<VaultEntry>('PUT', `/api/vault/${id}?${inDistrict(districtId)}`, fields)
        : apiRequest<VaultEntry>('POST', '/api/vault', { ...fields, districtId }),
    onSuccess: async (entry, { id }) => {
      toast({ ...(id ? VAULT_MESSAGES.updated : VAULT_MESSAGES.created(entry.title)), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: vaultKeys.district(districtId) });
    },
    onError: (err, { id }) =>
      failureToast(id ? VAULT_MESSAGES.updateFailed : VAULT_MESSAGES.createFailed, err),
  });
}

/** Delete an entry (its access log stays). */
export function useDeleteEntry(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: VaultEntry) =>
      apiRequest('DELETE', `/api/vault/${entry.id}?${inDistrict(districtId)}`),
    onSuccess: async (_answer, entry) => {
      toast({ ...VAULT_MESSAGES.deleted(entry.title), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: vaultKeys.district(districtId) });
    },
    onError: (err) => failureToast(VAULT_MESSAGES.deleteFailed, err),
  });
}

/** The user's own favorite, shown at once and put back if the server refuses. */
export function useFavorite(districtId: string) {
  const queryClient = useQueryClient();
  const key = vaultKeys.list(districtId);
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      apiRequest('PUT', `/api/vault/${id}/favorite?${inDistrict(districtId)}`, { isFavorite }),
    onMutate: ({ id, isFavorite }) => {
      const before = queryClient.getQueryData<VaultEntry[]>(key);
      queryClient.setQueryData<VaultEntry[]>(key, (list) =>
        list?.map((e) => (e.id === id ? { ...e, isFavorite } : e)),
      );
      return { before };
    },
    onError: (err, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      failureToast(VAULT_MESSAGES.favoriteFailed, err);
    },
  });
}
