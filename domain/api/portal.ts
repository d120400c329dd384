import { z } from 'zod';
import { myDeviceSchema, myTicketSchema, myTicketsQuerySchema, portalTicketSchema } from '../portal.ts';
import { endpoints } from './endpoint.ts';

/**
 * The help portal (/help): the caller's own tickets and devices, and a ticket from its short form.
 * Open to requesters (Staff & Students) and to everyone of a district, for their own things only.
 */
export const portalApi = endpoints('portal', {
  tickets: {
    method: 'GET',
    path: '/api/my/tickets',
    access: 'read',
    requesters: 'own',
    description:
      "The caller's own tickets (requested or watched), newest first, each with its status and its newest public entry (creation, status change or public reply).",
    query: myTicketsQuerySchema,
    response: z.array(myTicketSchema),
  },
  devices: {
    method: 'GET',
    path: '/api/my/devices',
    access: 'read',
    requesters: 'own',
    description: 'The assets assigned to the caller (assignedUserId), with their open tickets.',
    response: z.array(myDeviceSchema),
  },
  createTicket: {
    method: 'POST',
    path: '/api/my/tickets',
    access: 'write',
    requesters: 'own',
    description:
      'A ticket for the caller from the portal\'s form (source portal), about one of their devices (assetId), or after Sparky with sessionId: "I still need help" (source sparky; priority high when Sparky said escalate; the reply shows the ticket).',
    body: portalTicketSchema,
    response: myTicketSchema,
    status: 201,
  },
});
