import {
  LIBRARY_MESSAGES,
  type LibraryArea,
  type LibraryItem,
  type LibraryItemPayload,
} from '@domain/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys, q } from './assessment-keys';

/** Adds an item, or saves an edited one (id given). */
export function useSaveLibraryItem(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: LibraryItemPayload }) =>
      id
        ? apiRequest<LibraryItem>('PUT', `/api/library-items/${id}`, payload)
        : apiRequest<LibraryItem>('POST', '/api/library-items', payload),
    onSuccess: async (item, { id }) => {
      toast({ title: id ? 'Item saved' : 'Item added', description: item.title, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast(LIBRARY_MESSAGES.createFailed, err),
  });
}

export function useDeleteLibraryItem(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: LibraryItem) =>
      apiRequest('DELETE', `/api/library-items/${item.id}?${q({ districtId })}`),
    onSuccess: async (_ok, item) => {
      toast({ title: 'Item deleted', description: item.title, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast(LIBRARY_MESSAGES.deleteFailed, err),
  });
}
