import { MEETING_MESSAGES, type Meeting, type MeetingPayload } from '@domain/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { meetingsKey } from './use-meetings';

export const createMeeting = (payload: MeetingPayload) =>
  apiRequest<Meeting>('POST', '/api/meetings', payload);

export function useCreateMeeting(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: async () => {
      toast({ title: 'Success', description: MEETING_MESSAGES.scheduled, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: meetingsKey(districtId) });
    },
    onError: (err) => failureToast(MEETING_MESSAGES.scheduleFailed, err),
  });
}
