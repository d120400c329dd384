import type { Answers } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import type { WorkflowResponse } from '@domain/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { libraryKeys, q } from './assessment-keys';

/** The caller's own response to a workflow (or a site's), to go on with a draft. */
export function useMyResponse(districtId: string, area: LibraryArea, id: string, siteId: string | null) {
  return useQuery({
    queryKey: libraryKeys.response(districtId, area, id, siteId),
    queryFn: () => apiGet<WorkflowResponse>(`/api/workflows/${id}/response?${q({ siteId })}`),
    retry: false,
  });
}

export function useSaveResponse(districtId: string, area: LibraryArea, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answers: Answers; submit: boolean; siteId?: string }) =>
      apiRequest<WorkflowResponse>('POST', `/api/workflows/${id}/responses`, body),
    onSuccess: async (r) => {
      toast(
        r.status === 'submitted'
          ? {
              title: 'Response submitted',
              description: 'Thank you: your answers are in.',
              variant: 'success',
            }
          : {
              title: 'Draft saved',
              description: 'You can come back and finish it later.',
              variant: 'success',
            },
      );
      await queryClient.invalidateQueries({ queryKey: libraryKeys.area(districtId, area) });
    },
    onError: (err) => failureToast('The answers could not be saved.', err),
  });
}

/** Uploads a photo answer's image; answers its id. */
export async function uploadPhoto(workflowId: string, file: File): Promise<string> {
  const res = await fetch(`/api/workflows/${workflowId}/photos`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': file.type, accept: 'application/json' },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? 'The photo could not be uploaded.');
  return body.id;
}
