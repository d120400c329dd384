// What other features may use of tickets.

export {
  addSyncedComment,
  applySyncedChange,
  createSyncedTicket,
  type SyncedFields,
} from './ticket-imports.ts';
export { openTicketsOf, ticketByNumber, ticketsOfRequester } from './ticket-lookups.ts';
export { requesterMayRead } from './ticket-people.ts';
export { selectTickets, selectTicketsAcrossDistricts } from './ticket-reads.ts';
export { createTicketsService, type TicketChange } from './tickets.service.ts';
