import { z } from 'zod';
import { districtIdParamSchema, idParamSchema } from '../http.ts';
import {
  createCommentSchema,
  createTicketSchema,
  listTicketsQuerySchema,
  NEXT_CURSOR_HEADER,
  summaryQuerySchema,
  ticketActivitySchema,
  ticketDetailsSchema,
  ticketSchema,
  ticketSummarySchema,
  updateTicketSchema,
} from '../tickets.ts';
import { endpoints } from './endpoint.ts';

/** Support tickets: lists (a page at a time), the screen's counts, one ticket's timeline, and changes. */
export const ticketsApi = endpoints('tickets', {
  list: {
    method: 'GET',
    path: '/api/tickets',
    access: 'read',
    description:
      'Tickets of every district the caller may see (provider admins: all), newest first. ' +
      `Filters: search, status, priority, category, assigneeId (uuid, "me", "none"); page: limit and before (the ${NEXT_CURSOR_HEADER} answer header).`,
    query: listTicketsQuerySchema,
    response: z.array(ticketSchema),
  },
  summary: {
    method: 'GET',
    path: '/api/tickets/summary',
    access: 'read',
    query: summaryQuerySchema,
    response: ticketSummarySchema,
  },
  listOfDistrict: {
    method: 'GET',
    path: '/api/tickets/:districtId',
    access: 'read',
    description: `One district's tickets, newest first; same filters and page as GET /api/tickets.`,
    params: districtIdParamSchema,
    query: listTicketsQuerySchema.omit({ districtId: true }),
    response: z.array(ticketSchema),
  },
  details: {
    method: 'GET',
    path: '/api/tickets/:id/details',
    access: 'read',
    params: idParamSchema,
    response: ticketDetailsSchema,
  },
  create: {
    method: 'POST',
    path: '/api/tickets',
    access: 'write',
    body: createTicketSchema,
    response: ticketSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/api/tickets/:id',
    access: 'write',
    params: idParamSchema,
    body: updateTicketSchema,
    response: ticketSchema,
  },
  comment: {
    method: 'POST',
    path: '/api/tickets/:id/comments',
    access: 'write',
    params: idParamSchema,
    body: createCommentSchema,
    response: ticketActivitySchema,
    status: 201,
  },
});
