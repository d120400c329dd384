import { meetingsApi } from '@domain/api/meetings';
import { MEETING_MESSAGES } from '@domain/meetings';
import { useApiMutation } from '@/lib/use-api-mutation';
import { meetingsKey } from './use-meetings';

export const useDeleteMeeting = (districtId: string) =>
  useApiMutation(meetingsApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: MEETING_MESSAGES.deleted,
    failure: MEETING_MESSAGES.deleteFailed,
    invalidates: [meetingsKey(districtId)],
  });
