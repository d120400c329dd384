import { PRIORITY_LABELS, type Priority } from '@domain/priorities';
import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketCategory,
  type TicketStatus,
} from '@domain/tickets';
import { Badge } from '@/ui/badge';
import { PRIORITY_TONE, TICKET_STATUS_TONE } from '@/ui/tone';

/** Spec 9: open blue, in progress yellow, resolved green, closed gray (with a dot and the word). */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge tone={TICKET_STATUS_TONE[status]} dot>
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Spec 9: low green, medium yellow, high orange, critical red. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

export function CategoryLabel({ category }: { category: TicketCategory }) {
  return <span className="text-muted-fg">{TICKET_CATEGORY_LABELS[category]}</span>;
}
