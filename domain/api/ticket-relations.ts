import { idParamSchema, okSchema } from '../http.ts';
import {
  linkTicketSchema,
  mergeTicketSchema,
  ticketRelationsSchema,
  ticketSuggestionSchema,
  unlinkParamsSchema,
} from '../ticket-relations.ts';
import { ticketSchema } from '../tickets.ts';
import { endpoints } from './endpoint.ts';

/**
 * Merged and linked tickets and Sparky's suggestion for a reply (see docs/product.md#tickets),
 * checked against the tickets area: the staff who work tickets (technicians, administrators, Five
 * Star) merge, link and get suggestions; viewers read the relations; requesters are refused.
 */
export const ticketRelationsApi = endpoints('ticket-relations', {
  merge: {
    method: 'POST',
    path: '/api/tickets/:id/merge',
    access: 'write',
    description:
      'Merges the ticket into another of its district: it closes, pointing at the other (mergedIntoId); both timelines get a merge line; its requester and watchers watch the other; its files (not those of comments) move to the other. Refused (400) into itself, another district, or a ticket merged already; 409 when it was merged already.',
    params: idParamSchema,
    body: mergeTicketSchema,
    response: ticketSchema,
  },
  relations: {
    method: 'GET',
    path: '/api/tickets/:id/links',
    access: 'read',
    description: 'Tickets linked to this one, tickets merged into it, and the ticket it was merged into.',
    params: idParamSchema,
    response: ticketRelationsSchema,
  },
  link: {
    method: 'POST',
    path: '/api/tickets/:id/links',
    access: 'write',
    description: 'Links a related ticket of the same district; each lists the other and gets a link line.',
    params: idParamSchema,
    body: linkTicketSchema,
    response: ticketRelationsSchema,
    status: 201,
  },
  unlink: {
    method: 'DELETE',
    path: '/api/tickets/:id/links/:ticketId',
    access: 'write',
    description: 'Removes the link between the two tickets (404 when they are not linked).',
    params: unlinkParamsSchema,
    response: okSchema,
  },
  suggestion: {
    method: 'GET',
    path: '/api/tickets/:id/suggestion',
    access: 'write',
    description:
      'The canned response or knowledge article that best fits the ticket, for the reply box; null when none fits well. Refused (403) when Sparky is off for the district.',
    params: idParamSchema,
    response: ticketSuggestionSchema,
  },
});
