import { assessmentsApi } from '@domain/api/assessments';
import type { Form } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { libraryKeys } from './assessment-keys';

/** The area's built-in templates, then the district's own forms. */
export function useForms(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.forms(districtId, area),
    queryFn: () => api(assessmentsApi.forms, { query: { districtId, area } }),
  });
}

/** Copies a template (or form) into the district's own forms. */
export const useCopyForm = (districtId: string, area: LibraryArea) =>
  useApiMutation(assessmentsApi.copyForm, {
    input: (form: Form) => ({ params: { id: form.id }, body: { districtId } }),
    failure: i18n.t('assessments:workflows.copyFailed'),
    invalidates: [libraryKeys.area(districtId, area)],
    onSuccess: (copy) => {
      toast({
        title: i18n.t('assessments:workflows.copied'),
        description: i18n.t('assessments:workflows.copiedHint', { title: copy.title }),
        variant: 'success',
      });
    },
  });
