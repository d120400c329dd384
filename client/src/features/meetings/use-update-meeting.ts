import { meetingsApi } from '@domain/api/meetings';
import { MEETING_MESSAGES, type MeetingPayload } from '@domain/meetings';
import { useApiMutation } from '@/lib/use-api-mutation';
import { meetingsKey } from './use-meetings';

export const useUpdateMeeting = (districtId: string) =>
  useApiMutation(meetingsApi.update, {
    input: ({ id, payload }: { id: string; payload: MeetingPayload }) => ({ params: { id }, body: payload }),
    success: MEETING_MESSAGES.updated,
    failure: MEETING_MESSAGES.updateFailed,
    invalidates: [meetingsKey(districtId)],
  });
