import type { Priority } from '@domain/priorities';
import type { TicketCategory, TicketStatus } from '@domain/tickets';

/** The screen's filters, sent to the server: search, status, priority, category. */
export interface TicketFilter {
  search: string;
  status: TicketStatus | 'all';
  priority: Priority | 'all';
  category: TicketCategory | 'all';
}
export const NO_TICKET_FILTER: TicketFilter = { search: '', status: 'all', priority: 'all', category: 'all' };

/** A district id, or 'all' for a provider admin's view across districts. */
export type TicketScope = string;

/** Query keys: everything of one scope sits under ['tickets', scope]. */
export const ticketKeys = {
  all: ['tickets'] as const,
  scope: (scope: TicketScope) => ['tickets', scope] as const,
  list: (scope: TicketScope, filter: TicketFilter) => ['tickets', scope, 'list', filter] as const,
  summary: (scope: TicketScope) => ['tickets', scope, 'summary'] as const,
  details: (id: string) => ['tickets', 'details', id] as const,
  assignees: (districtId: string) => ['tickets', 'assignees', districtId] as const,
  /** A device's tickets (the asset's details). */
  ofAsset: (districtId: string, assetId: string) => ['tickets', districtId, 'asset', assetId] as const,
};

/** The query of a filter, without empty or 'all' values (in this order on the wire). */
export function ticketFilterQuery(filter: TicketFilter) {
  const search = filter.search.trim();
  return {
    search: search || undefined,
    status: filter.status === 'all' ? undefined : filter.status,
    priority: filter.priority === 'all' ? undefined : filter.priority,
    category: filter.category === 'all' ? undefined : filter.category,
  };
}

export function isFiltered(filter: TicketFilter): boolean {
  return Object.values(ticketFilterQuery(filter)).some((v) => v !== undefined);
}
