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
};

/** The query string of a filter, without empty or 'all' values. */
export function ticketFilterParams(filter: TicketFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.priority !== 'all') params.set('priority', filter.priority);
  if (filter.category !== 'all') params.set('category', filter.category);
  return params;
}

export function isFiltered(filter: TicketFilter): boolean {
  return ticketFilterParams(filter).size > 0;
}
