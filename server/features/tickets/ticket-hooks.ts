import type { Priority } from '../../../domain/priorities.ts';
import type { CommentVisibility, Ticket, TicketActivityKind, TicketStatus } from '../../../domain/tickets.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Tx } from '../../db/client.ts';

/** A timeline entry a change wrote. */
export interface ChangeEntry {
  id: string;
  kind: TicketActivityKind;
  fromValue: string | null;
  toValue: string | null;
  visibility: CommentVisibility;
}

/** What a change did, as hooks see it: the ticket before and after, its entries, and who made it. */
export interface TicketChangeFacts {
  ticketId: string;
  districtId: string;
  actor: Identity;
  before: { status: TicketStatus; priority: Priority; waiting: boolean; assigneeId: string | null };
  after: Ticket;
  entries: ChangeEntry[];
}

/**
 * What other areas do in a ticket change's own transaction (the SLA clock, rules, satisfaction):
 * the composition root hands them to the tickets service, which knows none of them.
 */
export interface TicketHooks {
  /** New tickets, just inserted; answers them as they now are when the hook changed them. */
  created?(tx: Tx, made: Ticket[], actor: Identity[]): Promise<Ticket[] | undefined>;
  /** A change or a comment, just written. */
  changed?(tx: Tx, change: TicketChangeFacts): Promise<void>;
}
