// What other features may use of working calendars: the calendar the SLA clock and rules run on.

export { createCalendarService, readWorkingCalendars } from './calendar.service.ts';
