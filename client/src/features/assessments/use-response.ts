import { assessmentsApi } from '@domain/api/assessments';
import { urlOf } from '@domain/api/endpoint';
import type { Answers } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import { useQuery } from '@tanstack/react-query';
import { api, tabHeaders } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { libraryKeys } from './assessment-keys';

/** The caller's own response to a workflow (or a site's), to go on with a draft. */
export function useMyResponse(districtId: string, area: LibraryArea, id: string, siteId: string | null) {
  return useQuery({
    queryKey: libraryKeys.response(districtId, area, id, siteId),
    queryFn: () => api(assessmentsApi.myResponse, { params: { id }, query: { siteId: siteId || undefined } }),
    retry: false,
  });
}

export const useSaveResponse = (districtId: string, area: LibraryArea, id: string) =>
  useApiMutation(assessmentsApi.respond, {
    input: (body: { answers: Answers; submit: boolean; siteId?: string }) => ({ params: { id }, body }),
    failure: i18n.t('assessments:fill.saveFailed'),
    invalidates: [libraryKeys.area(districtId, area)],
    onSuccess: (r) => {
      toast(
        r.status === 'submitted'
          ? {
              title: i18n.t('assessments:fill.submitted'),
              description: i18n.t('assessments:fill.submittedHint'),
              variant: 'success',
            }
          : {
              title: i18n.t('assessments:fill.draftSaved'),
              description: i18n.t('assessments:fill.draftSavedHint'),
              variant: 'success',
            },
      );
    },
  });

/** Uploads a photo answer's image (its bytes as the body); answers its id. */
export async function uploadPhoto(workflowId: string, file: File): Promise<string> {
  const res = await fetch(urlOf(assessmentsApi.addPhoto, { params: { id: workflowId } }), {
    method: 'POST',
    credentials: 'include',
    headers: tabHeaders({ 'content-type': file.type, accept: 'application/json' }),
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? i18n.t('assessments:question.uploadFailed'));
  return body.id;
}
