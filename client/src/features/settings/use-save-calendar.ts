import { calendarApi } from '@domain/api/calendar';
import { CALENDAR_MESSAGES, type UpdateCalendarPayload } from '@domain/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiMutationOptions, useApiMutation } from '@/lib/use-api-mutation';
import { calendarKey } from './use-calendar';

type Success = ApiMutationOptions<typeof calendarApi.update, UpdateCalendarPayload>['success'];

/** PUT /api/districts/:districtId/calendar: the answer becomes the cached calendar. */
export function useSaveCalendar(districtId: string, success: Success = CALENDAR_MESSAGES.saved) {
  const queryClient = useQueryClient();
  return useApiMutation(calendarApi.update, {
    input: (body: UpdateCalendarPayload) => ({ params: { districtId }, body }),
    success,
    failure: CALENDAR_MESSAGES.saveFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarKey(districtId), saved);
    },
  });
}
