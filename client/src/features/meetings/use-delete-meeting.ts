import { MEETING_MESSAGES } from '@domain/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { meetingsKey } from './use-meetings';

export const deleteMeeting = (id: string) => apiRequest<{ success: true }>('DELETE', `/api/meetings/${id}`);

export function useDeleteMeeting(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: async () => {
      toast({ title: MEETING_MESSAGES.deleted, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: meetingsKey(districtId) });
    },
    onError: (err) => failureToast(MEETING_MESSAGES.deleteFailed, err),
  });
}
