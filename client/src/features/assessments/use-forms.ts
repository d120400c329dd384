import type { Form } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys, q } from './assessment-keys';

/** The area's built-in templates, then the district's own forms. */
export function useForms(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.forms(districtId, area),
    queryFn: () => apiGet<Form[]>(`/api/forms?${q({ districtId, area })}`),
  });
}

/** Copies a template (or form) into the district's own forms. */
export function useCopyForm(districtId: string, area: LibraryArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: Form) => apiRequest<Form>('POST', `/api/forms/${form.id}/copy`, { districtId }),
    onSuccess: async (copy) => {
      toast({
        title: 'Form copied',
        description: `“${copy.title}” is now one of the district’s forms.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast('The form could not be copied.', err),
  });
}
