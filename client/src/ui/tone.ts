import type { Priority } from '@domain/priorities';
import type { TicketStatus } from '@domain/tickets';

/** The colour families of the design system (see docs/product.md#colours for what each one means). */
export type Tone = 'neutral' | 'brand' | 'blue' | 'green' | 'yellow' | 'orange' | 'red' | 'gray' | 'purple';

/** Soft background, readable text and a hairline border of one tone. */
export const TONE_SOFT: Record<Tone, string> = {
  neutral: 'bg-surface-muted text-muted-fg border-border',
  brand: 'bg-brand-soft text-brand-soft-fg border-transparent',
  blue: 'bg-tone-blue-bg text-tone-blue-fg border-tone-blue-border',
  green: 'bg-tone-green-bg text-tone-green-fg border-tone-green-border',
  yellow: 'bg-tone-yellow-bg text-tone-yellow-fg border-tone-yellow-border',
  orange: 'bg-tone-orange-bg text-tone-orange-fg border-tone-orange-border',
  red: 'bg-tone-red-bg text-tone-red-fg border-tone-red-border',
  gray: 'bg-tone-gray-bg text-tone-gray-fg border-tone-gray-border',
  purple: 'bg-tone-purple-bg text-tone-purple-fg border-tone-purple-border',
};

/** A solid dot of one tone. */
export const TONE_DOT: Record<Tone, string> = {
  neutral: 'bg-subtle-fg',
  brand: 'bg-brand',
  blue: 'bg-tone-blue-solid',
  green: 'bg-tone-green-solid',
  yellow: 'bg-tone-yellow-solid',
  orange: 'bg-tone-orange-solid',
  red: 'bg-tone-red-solid',
  gray: 'bg-tone-gray-solid',
  purple: 'bg-tone-purple-solid',
};

/** Priority: low green, medium yellow, high orange, critical red. */
export const PRIORITY_TONE: Record<Priority, Tone> = {
  low: 'green',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** Ticket status: open blue, in progress yellow, resolved green, closed gray. */
export const TICKET_STATUS_TONE: Record<TicketStatus, Tone> = {
  open: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'gray',
};
