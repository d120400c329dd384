import type { Ticket, TicketStatus } from '@domain/tickets';
import { CircleCheck, CircleX, Clock, Eye, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

export interface TicketRowActions {
  onView: (ticket: Ticket) => void;
  onSetStatus: (ticket: Ticket, status: TicketStatus) => void;
  /** Viewers only read: no status items. */
  canEdit: boolean;
}

/** The row menu: View Details, Mark In Progress, Mark Resolved, Close Ticket (from any status). */
export function TicketRowMenu({
  ticket,
  onView,
  onSetStatus,
  canEdit,
}: TicketRowActions & { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('rowMenu.label', { ticket: ticket.ticketNumber })}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onView(ticket)}>
          <Eye /> {t('rowMenu.view')}
        </DropdownMenuItem>
        {canEdit && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onSetStatus(ticket, 'in_progress')}>
              <Clock /> {t('rowMenu.inProgress')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSetStatus(ticket, 'resolved')}>
              <CircleCheck /> {t('rowMenu.resolved')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSetStatus(ticket, 'closed')}>
              <CircleX /> {t('rowMenu.close')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
