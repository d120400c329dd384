import { z } from 'zod';
import { districtQuerySchema, idParamSchema } from '../http.ts';
import {
  createVisitSchema,
  exportVisitsQuerySchema,
  listVisitsQuerySchema,
  schedulingRosterSchema,
  updateVisitSchema,
  visitFeedSchema,
  visitFeedTokenParamSchema,
  visitSchema,
  visitStatusPayloadSchema,
} from '../visits.ts';
import { endpoints } from './endpoint.ts';

/**
 * Files are text, not JSON: documented here, but the handlers send them as they are
 * (server/lib/text-answer.ts), never through the JSON serializer.
 */
const fileAnswer = z.string().describe('text/calendar (RFC 5545) or text/csv');

/** Technician Scheduling: visits tied to tickets, their status steps, exports and feeds. */
export const visitsApi = endpoints('visits', {
  list: {
    method: 'GET',
    path: '/api/visits',
    access: 'read',
    query: listVisitsQuerySchema,
    response: z.array(visitSchema),
    // The week view is read far more often than visits change.
    cache: { ms: 2000, clearedBy: ['visit_updated'] },
  },
  create: {
    method: 'POST',
    path: '/api/visits',
    access: 'admin',
    body: createVisitSchema,
    response: visitSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/api/visits/:id',
    access: 'admin',
    params: idParamSchema,
    body: updateVisitSchema,
    response: visitSchema,
  },
  changeStatus: {
    method: 'POST',
    path: '/api/visits/:id/status',
    access: 'write',
    params: idParamSchema,
    body: visitStatusPayloadSchema,
    response: visitSchema,
  },
  roster: {
    method: 'GET',
    path: '/api/technicians',
    access: 'read',
    description: 'The technicians who work for the district, and its school day, for scheduling.',
    query: districtQuerySchema,
    response: schedulingRosterSchema,
  },
  /** The filtered visits as a file: text/calendar (RFC 5545) or text/csv. */
  export: {
    method: 'GET',
    path: '/api/visits/export',
    access: 'read',
    query: exportVisitsQuerySchema,
    response: fileAnswer,
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/visits/calendar-feed',
    access: 'read',
    query: districtQuerySchema,
    response: visitFeedSchema,
  },
  /**
   * A technician's private feed of their visits (text/calendar). Public: calendar services fetch
   * it without cookies; the secret token is the credential.
   */
  feed: {
    method: 'GET',
    path: '/api/visits/feed/:token',
    access: 'public',
    params: visitFeedTokenParamSchema,
    response: fileAnswer,
  },
});
