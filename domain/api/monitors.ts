import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import {
  checkResultSchema,
  historyQuerySchema,
  incidentSchema,
  listIncidentsQuerySchema,
  listMonitorsQuerySchema,
  monitorHistorySchema,
  monitorInputSchema,
  monitorSchema,
  monitorSuggestionSchema,
  statusAnswerSchema,
  statusQuerySchema,
} from '../monitors.ts';
import { endpoints } from './endpoint.ts';

/** Service monitors, their incidents and the status panels (issue 32). */
export const monitorsApi = endpoints('monitors', {
  list: {
    method: 'GET',
    path: '/api/monitors',
    access: 'read',
    query: listMonitorsQuerySchema,
    response: z.array(monitorSchema),
  },
  suggestions: {
    method: 'GET',
    path: '/api/monitors/suggestions',
    access: 'read',
    description: "A first set of monitors from the district's website and configured integrations.",
    query: listMonitorsQuerySchema,
    response: z.array(monitorSuggestionSchema),
  },
  create: {
    method: 'POST',
    path: '/api/monitors',
    access: 'admin',
    body: monitorInputSchema,
    response: monitorSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/monitors/:id',
    access: 'admin',
    params: idParamSchema,
    body: monitorInputSchema,
    response: monitorSchema,
  },
  /** Answers 204 with no body. */
  remove: {
    method: 'DELETE',
    path: '/api/monitors/:id',
    access: 'admin',
    params: idParamSchema,
    response: z.null().describe('No content'),
    status: 204,
  },
  /** Runs the check now and records it (it counts toward incidents like a scheduled one). */
  check: {
    method: 'POST',
    path: '/api/monitors/:id/check',
    access: 'admin',
    params: idParamSchema,
    response: checkResultSchema,
  },
  history: {
    method: 'GET',
    path: '/api/monitors/:id/history',
    access: 'read',
    params: idParamSchema,
    query: historyQuerySchema,
    response: monitorHistorySchema,
  },
  incidents: {
    method: 'GET',
    path: '/api/incidents',
    access: 'read',
    query: listIncidentsQuerySchema,
    response: z.array(incidentSchema),
  },
  /** One district's status, or every district's with all=true (Five Star only). */
  status: {
    method: 'GET',
    path: '/api/status',
    access: 'read',
    query: statusQuerySchema,
    response: statusAnswerSchema,
  },
});
