import type { FastifyBaseLogger } from 'fastify';
import type { DamageKind } from '../../../domain/device-money.ts';
import type { Identity } from '../../auth/identity.ts';

/**
 * How a scan reports a device checked in damaged (issue 34): a damage report with source `scan`,
 * the person who returned it, and its repair ticket, through the damage service as the composition
 * root hands it over (server/services.ts). Answers the ticket's number, or null without a ticket.
 */
export interface DamageRecorder {
  report(
    identity: Identity,
    districtId: string,
    assetId: string,
    personId: string | null,
    kind: DamageKind,
    log?: FastifyBaseLogger,
  ): Promise<string | null>;
}
