import {
  calendarImportSchema,
  calendarSchema,
  importCalendarSchema,
  updateCalendarSchema,
} from '../calendar.ts';
import { districtIdParamSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * A district's working calendar (see docs/product.md#working-calendar): every staff role reads it,
 * its administrators (and Five Star) change it and import closed days from an .ics file or feed.
 */
export const calendarApi = endpoints('calendar', {
  read: {
    method: 'GET',
    path: '/api/districts/:districtId/calendar',
    access: 'read',
    description:
      'The time zone, working hours per weekday and closed days; until saved, Monday to Friday from the school day of the District profile, in its time zone.',
    params: districtIdParamSchema,
    response: calendarSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/districts/:districtId/calendar',
    access: 'admin',
    description:
      'Saves the parts given (timezone, hours, closedDays) and keeps the others. closedToday: true adds a closed day for today on the district’s clock, false removes today’s.',
    params: districtIdParamSchema,
    body: updateCalendarSchema,
    response: calendarSchema,
  },
  import: {
    method: 'POST',
    path: '/api/districts/:districtId/calendar/import',
    access: 'admin',
    description:
      'Adds the all-day events of an iCalendar file (a text/calendar body) or feed ({ "url" }, https, never a private or local address) as closed days: multi-day events give each date, recurring events are expanded for the next 18 months. Answers how many days were added and skipped, and why.',
    params: districtIdParamSchema,
    body: importCalendarSchema,
    consumes: ['text/calendar', 'application/json'],
    response: calendarImportSchema,
    errors: [413],
    bodyLimit: 2_100_000,
  },
});
