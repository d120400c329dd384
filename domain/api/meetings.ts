import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import {
  calendarFeedSchema,
  feedTokenParamSchema,
  listMeetingsQuerySchema,
  meetingPayloadSchema,
  meetingSchema,
  regenerateFeedSchema,
} from '../meetings.ts';
import { endpoints } from './endpoint.ts';

/**
 * iCalendar answers are text, not JSON: documented here, but the handlers send them as they are
 * (server/lib/text-answer.ts), never through the JSON serializer.
 */
const icsAnswer = z.string().describe('text/calendar (RFC 5545)');

/** Meetings and their calendar sync: an .ics per meeting and a private feed per district. */
export const meetingsApi = endpoints('meetings', {
  list: {
    method: 'GET',
    path: '/api/meetings',
    access: 'read',
    query: listMeetingsQuerySchema,
    response: z.array(meetingSchema),
  },
  create: {
    method: 'POST',
    path: '/api/meetings',
    access: 'write',
    body: meetingPayloadSchema,
    response: meetingSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/meetings/:id',
    access: 'write',
    params: idParamSchema,
    body: meetingPayloadSchema,
    response: meetingSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/meetings/:id',
    access: 'write',
    params: idParamSchema,
    response: okSchema,
  },
  /** One meeting as an iCalendar file (text/calendar, RFC 5545), offered as a download. */
  ics: {
    method: 'GET',
    path: '/api/meetings/:id/ics',
    access: 'read',
    params: idParamSchema,
    response: icsAnswer,
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/meetings/calendar-feed',
    access: 'read',
    query: districtQuerySchema,
    response: calendarFeedSchema,
  },
  regenerateCalendarFeed: {
    method: 'POST',
    path: '/api/meetings/calendar-feed',
    access: 'read',
    body: regenerateFeedSchema,
    response: calendarFeedSchema,
  },
  /**
   * The district's private feed (text/calendar). Public: calendar services fetch it without
   * cookies; the secret token is the credential.
   */
  feed: {
    method: 'GET',
    path: '/api/meetings/feed/:token',
    access: 'public',
    params: feedTokenParamSchema,
    response: icsAnswer,
  },
});
