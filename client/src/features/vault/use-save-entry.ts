import type { EndpointInput } from '@domain/api/endpoint';
import { vaultApi } from '@domain/api/vault';
import { type UpdateVaultEntry, VAULT_MESSAGES, type VaultEntry } from '@domain/vault';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { vaultKeys } from './vault-keys';

/** What Add Password or Edit sends (an edit may leave the password out to keep it). */
export type EntryPayload = Omit<UpdateVaultEntry, 'districtId'>;

/** Add Password (`id` null) or Edit. Resolves on success, throws (after its toast) on failure. */
export function useSaveEntry(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The district goes in the body of both: the server checks the entry is of it.
    mutationFn: ({ id, fields }: { id: string | null; fields: EntryPayload }) =>
      id
        ? api(vaultApi.update, { params: { id }, body: { ...fields, districtId } })
        : // Add Password's form requires a password (the server says so too when one is missing).
          api(vaultApi.create, {
            body: { ...fields, districtId } as EndpointInput<typeof vaultApi.create>['body'],
          }),
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
  return useApiMutation(vaultApi.remove, {
    input: (entry: VaultEntry) => ({ params: { id: entry.id }, query: { districtId } }),
    failure: VAULT_MESSAGES.deleteFailed,
    onSuccess: async (_answer, entry) => {
      toast({ ...VAULT_MESSAGES.deleted(entry.title), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: vaultKeys.district(districtId) });
    },
  });
}

/** The user's own favorite, shown at once and put back if the server refuses. */
export function useFavorite(districtId: string) {
  const queryClient = useQueryClient();
  const key = vaultKeys.list(districtId);
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      api(vaultApi.favorite, { params: { id }, body: { isFavorite } }),
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
