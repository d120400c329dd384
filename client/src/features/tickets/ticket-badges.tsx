import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketCategory,
  type TicketStatus,
} from '@domain/tickets';
import { StatusBadge } from '@/ui/badge';
import { TICKET_STATUS_TONE } from '@/ui/tone';

/** Open blue, in progress yellow, resolved green, closed gray (with a dot and the word). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <StatusBadge status={status} labels={TICKET_STATUS_LABELS} tones={TICKET_STATUS_TONE} />;
}

export function CategoryLabel({ category }: { category: TicketCategory }) {
  return <span className="text-muted-fg">{TICKET_CATEGORY_LABELS[category]}</span>;
}
