import { MEETING_MESSAGES, type Meeting, type MeetingPayload } from '@domain/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { meetingsKey } from './use-meetings';

export const updateMeeting = ({ id, payload }: { id: string; payload: MeetingPayload }) =>
  apiRequest<Meeting>('PUT', `/api/meetings/${id}`, payload);

export function useUpdateMeeting(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeeting,
    onSuccess: async () => {
      toast({ title: MEETING_MESSAGES.updated, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: meetingsKey(districtId) });
    },
    onError: (err) => failureToast(MEETING_MESSAGES.updateFailed, err),
  });
}
