import type { MyTicketState } from '@domain/portal';

/** The help portal's reads, per signed-in person (their own tickets and devices). */
export const portalKeys = {
  all: ['portal'] as const,
  tickets: (state: MyTicketState) => ['portal', 'tickets', state] as const,
  ticket: (id: string) => ['portal', 'ticket', id] as const,
  devices: ['portal', 'devices'] as const,
};
