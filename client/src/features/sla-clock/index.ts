// What other features use of the SLA clock: the ticket details' panel.
export { TicketSlaPanel } from './ticket-sla-panel';
