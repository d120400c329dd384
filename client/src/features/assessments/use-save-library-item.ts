import { assessmentsApi } from '@domain/api/assessments';
import {
  LIBRARY_MESSAGES,
  type LibraryArea,
  type LibraryItem,
  type LibraryItemPayload,
} from '@domain/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys } from './assessment-keys';

/** Adds an item, or saves an edited one (id given): two endpoints, so not useApiMutation. */
export function useSaveLibraryItem(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: LibraryItemPayload }) =>
      id
        ? api(assessmentsApi.updateLibraryItem, { params: { id }, body: payload })
        : api(assessmentsApi.createLibraryItem, { body: payload }),
    onSuccess: async (item, { id }) => {
      toast({
        title: id ? i18n.t('assessments:library.saved') : i18n.t('assessments:library.added'),
        description: item.title,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast(LIBRARY_MESSAGES.createFailed, err),
  });
}

export const useDeleteLibraryItem = (districtId: string, area: LibraryArea) =>
  useApiMutation(assessmentsApi.removeLibraryItem, {
    input: (item: LibraryItem) => ({ params: { id: item.id }, query: { districtId } }),
    failure: LIBRARY_MESSAGES.deleteFailed,
    invalidates: [libraryKeys.area(districtId, area)],
    onSuccess: (_ok, item) => {
      toast({ title: i18n.t('assessments:library.deleted'), description: item.title, variant: 'success' });
    },
  });
