import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketCategory,
  type TicketStatus,
} from '@domain/tickets';
import { StatusBadge } from '@/ui/badge';
import { TICKET_STATUS_TONE } from '@/ui/tone';

/**
 * Open blue, in progress yellow, resolved green, closed gray (with a dot and the word); `labels`
 * in another language for the help portal (docs/product.md#spanish).
 */
export function TicketStatusBadge({
  status,
  labels = TICKET_STATUS_LABELS,
}: {
  status: TicketStatus;
  labels?: Record<TicketStatus, string>;
}) {
  return <StatusBadge status={status} labels={labels} tones={TICKET_STATUS_TONE} />;
}

export function CategoryLabel({ category }: { category: TicketCategory }) {
  return <span className="text-muted-fg">{TICKET_CATEGORY_LABELS[category]}</span>;
}
