import type { FastifyBaseLogger } from 'fastify';
import type { CreateTicketInput } from '../../../domain/tickets.ts';
import type { Identity } from '../../auth/identity.ts';

/**
 * How scans and audits open a ticket (a damaged device, a recovery): through the tickets service
 * as the composition root hands it over (server/services.ts), never its internals.
 */
export interface TicketOpener {
  open(
    identity: Identity,
    input: CreateTicketInput,
    log?: FastifyBaseLogger,
  ): Promise<{ id: string; ticketNumber: string }>;
}
