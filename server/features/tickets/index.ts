// What other features may use of tickets.
export { selectTickets, selectTicketsAcrossDistricts } from './ticket-reads.ts';
