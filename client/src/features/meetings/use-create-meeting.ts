import { meetingsApi } from '@domain/api/meetings';
import { MEETING_MESSAGES, type MeetingPayload } from '@domain/meetings';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { meetingsKey } from './use-meetings';

export const useCreateMeeting = (districtId: string) =>
  useApiMutation(meetingsApi.create, {
    input: (body: MeetingPayload) => ({ body }),
    failure: MEETING_MESSAGES.scheduleFailed,
    invalidates: [meetingsKey(districtId)],
    // The toast's title is "Success" and the message its sentence.
    onSuccess: () => {
      toast({ title: 'Success', description: MEETING_MESSAGES.scheduled, variant: 'success' });
    },
  });
