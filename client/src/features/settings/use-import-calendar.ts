import { calendarApi } from '@domain/api/calendar';
import { CALENDAR_MESSAGES, skippedInWords } from '@domain/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { calendarKey } from './use-calendar';

/** What an import reads: the text of an .ics file, or a feed's address. */
export type CalendarSource = { text: string } | { url: string };

/** POST /api/districts/:districtId/calendar/import: the answer's calendar becomes the cached one. */
export function useImportCalendar(districtId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(calendarApi.import, {
    // The file's text travels as a JSON string (the API also takes a text/calendar body).
    input: (source: CalendarSource) => ({
      params: { districtId },
      body: 'text' in source ? source.text : { url: source.url },
    }),
    success: (answer) => CALENDAR_MESSAGES.imported(answer.added, skippedInWords(answer.skippedBecause)),
    failure: CALENDAR_MESSAGES.importFailed,
    onSuccess: (answer) => {
      queryClient.setQueryData(calendarKey(districtId), answer.calendar);
    },
  });
}
