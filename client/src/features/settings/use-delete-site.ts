import { SETTINGS_MESSAGES } from '@domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { sitesKey } from './use-sites';

const deleteSite = (id: string) => apiRequest<{ success: true }>('DELETE', `/api/sites/${id}`);

export function useDeleteSite(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: async () => {
      toast({ ...SETTINGS_MESSAGES.siteDeleted, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: sitesKey(districtId) });
    },
    onError: (err) => failureToast(SETTINGS_MESSAGES.siteDeleteFailed, err),
  });
}
