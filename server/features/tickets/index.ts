// What other features may use of tickets.

export type { TicketChangeFacts, TicketHooks } from './ticket-hooks.ts';
export {
  addSyncedComment,
  applySyncedChange,
  createSyncedTicket,
  type SyncedFields,
} from './ticket-imports.ts';
export { openTicketsOf, ticketByNumber } from './ticket-lookups.ts';
export { requesterMayRead } from './ticket-people.ts';
export { selectTicketById, selectTickets, selectTicketsAcrossDistricts } from './ticket-reads.ts';
export { createTicketsService, type TicketChange } from './tickets.service.ts';
