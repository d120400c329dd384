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
      `Filters: search, status, priority, category, assigneeId (uuid, "me", "none"), requesterId, assetId; page: limit and before (the ${NEXT_CURSOR_HEADER} answer header).`,
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
    requesters: 'own',
    description:
      'A ticket, its timeline and its watchers. A requester reads only tickets they requested or watch (404 otherwise), and only the public entries of the timeline.',
    params: idParamSchema,
    response: ticketDetailsSchema,
  },
  create: {
    method: 'POST',
    path: '/api/tickets',
    access: 'write',
    requesters: 'own',
    description:
      "Opens a ticket. Staff may name its requester (a person of the district), device (an asset of the district) and watchers (at most 20). A requester's ticket is always for themself (requesterId, assigneeId, status and watcherIds are ignored; the device must be assigned to them), from the help portal.",
    body: createTicketSchema,
    response: ticketSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/api/tickets/:id',
    access: 'write',
    description:
      'Changes any editable field; requesterId and assetId changes land on the timeline; watcherIds replaces the watchers.',
    params: idParamSchema,
    body: updateTicketSchema,
    response: ticketSchema,
  },
  comment: {
    method: 'POST',
    path: '/api/tickets/:id/comments',
    access: 'write',
    requesters: 'own',
    description:
      'A public reply (the requester reads it and is mailed it) or an internal note (staff only). Staff default to internal; requesters write public replies to tickets they requested or watch, and asking for internal is refused (403).',
    params: idParamSchema,
    body: createCommentSchema,
    response: ticketActivitySchema,
    status: 201,
  },
});
