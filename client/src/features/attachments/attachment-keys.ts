/**
 * A ticket's files sit under its details' key (['tickets', 'details', id]), so whatever refreshes a
 * ticket's details (its live events, its changes) refreshes its files too.
 */
export const attachmentKeys = {
  ticket: (ticketId: string) => ['tickets', 'details', ticketId] as const,
  ofTicket: (ticketId: string) => ['tickets', 'details', ticketId, 'attachments'] as const,
};
