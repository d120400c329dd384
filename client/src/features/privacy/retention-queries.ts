import { privacyRetentionApi } from '@domain/api/privacy-retention';
import { RETENTION_MESSAGES, type RetentionInput } from '@domain/retention';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** GET /api/privacy/retention and its preview, cached per district. */
export const retentionKey = (districtId: string) => ['privacy-retention', districtId] as const;
const previewKey = (districtId: string) => ['privacy-retention', districtId, 'preview'] as const;

export function useRetention(districtId: string) {
  return useQuery({
    queryKey: retentionKey(districtId),
    queryFn: () => api(privacyRetentionApi.settings, { query: { districtId } }),
  });
}

export function useRetentionPreview(districtId: string) {
  return useQuery({
    queryKey: previewKey(districtId),
    queryFn: () => api(privacyRetentionApi.preview, { query: { districtId } }),
  });
}

/** PUT /api/privacy/retention: the answer becomes the cached rules; the preview is read again. */
export function useSaveRetention(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(privacyRetentionApi.save, {
    input: (rules: RetentionInput['rules']) => ({ body: { districtId, rules } }),
    success: RETENTION_MESSAGES.saved,
    failure: RETENTION_MESSAGES.saveFailed,
    invalidates: [previewKey(districtId)],
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionKey(districtId), saved);
    },
  });
}
