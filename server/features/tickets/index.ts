// What other features may use of tickets.

export { openTicketsOf, ticketByNumber } from './ticket-lookups.ts';
export { selectTickets, selectTicketsAcrossDistricts } from './ticket-reads.ts';
export { createTicketsService, type TicketChange } from './tickets.service.ts';
