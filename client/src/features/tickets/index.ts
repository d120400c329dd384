// What other features may use of tickets.
export { AssetTickets } from './asset-tickets';
export { CreateTicketDialog, type CreateTicketValues } from './create-ticket-dialog';
export { invalidateTickets } from './invalidate-tickets';
export { TicketStatusBadge } from './ticket-badges';
export { TicketDetailsDialog } from './ticket-details-dialog';
export { useCreateTicket } from './use-create-ticket';
export { useTicketLiveUpdates } from './use-ticket-live-updates';
