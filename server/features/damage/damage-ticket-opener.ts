import type { FastifyBaseLogger } from 'fastify';
import type { CreateTicketInput } from '../../../domain/tickets.ts';
import type { Identity } from '../../auth/identity.ts';

/**
 * How a damage report opens its repair ticket: through the tickets service as the composition root
 * hands it over (server/services.ts), never its internals.
 */
export interface DamageTicketOpener {
  open(
    identity: Identity,
    input: CreateTicketInput,
    log?: FastifyBaseLogger,
  ): Promise<{ id: string; ticketNumber: string }>;
}
