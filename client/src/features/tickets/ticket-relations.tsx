import { RELATION_MESSAGES } from '@domain/ticket-relations';
import { type Ticket, ticketLinkFor } from '@domain/tickets';
import { GitMerge, Link2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { TicketStatusBadge } from './ticket-badges';
import { TicketSearchDialog } from './ticket-search-dialog';
import { useLinkTicket, useMergeTicket, useTicketRelations, useUnlinkTicket } from './use-ticket-relations';

type Related = { id: string; ticketNumber: string; title: string; status: Ticket['status'] };

/**
 * Related tickets of the ticket details (see docs/product.md#tickets): where it was merged, what was
 * merged into it, its links; staff who work tickets link, unlink and merge from here.
 */
export function TicketRelations({ ticket, canEdit }: { ticket: Ticket; canEdit: boolean }) {
  const relations = useTicketRelations(ticket.id);
  const merge = useMergeTicket(ticket.districtId);
  const link = useLinkTicket(ticket.districtId);
  const unlink = useUnlinkTicket(ticket.districtId);
  const [dialog, setDialog] = useState<'merge' | 'link' | null>(null);
  const data = relations.data;
  const merged = ticket.mergedIntoId !== null;
  // After a merge the Merge button is gone: focus goes to the line that says where the ticket went.
  const mergedLine = useRef<HTMLParagraphElement>(null);
  const [justMerged, setJustMerged] = useState(false);
  useEffect(() => {
    if (justMerged && data?.mergedInto) {
      mergedLine.current?.focus();
      setJustMerged(false);
    }
  }, [justMerged, data?.mergedInto]);
  const rows = (items: Related[], label: string, removable: boolean) =>
    items.length > 0 && (
      <div className="flex flex-col gap-1">
        <h4 className="text-xs text-muted-fg">{label}</h4>
        <ul className="flex flex-col gap-1">
          {items.map((r) => (
            <li key={r.id} className="flex items-center gap-2 text-sm">
              <Link
                to={ticketLinkFor(false, r.id)}
                className="font-medium text-fg underline-offset-2 hover:underline"
              >
                {r.ticketNumber}
              </Link>
              <span className="min-w-0 flex-1 truncate text-muted-fg">{r.title}</span>
              <TicketStatusBadge status={r.status} />
              {removable && canEdit && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Unlink ${r.ticketNumber}`}
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate({ id: ticket.id, ticketId: r.id })}
                >
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <section aria-label="Related tickets" className="flex flex-col gap-2">
      <h3 className="text-xs font-medium tracking-wide text-subtle-fg uppercase">Related tickets</h3>
      {data?.mergedInto && (
        <p ref={mergedLine} tabIndex={-1} className="text-sm text-fg">
          Merged into{' '}
          <Link
            to={ticketLinkFor(false, data.mergedInto.id)}
            className="font-medium underline underline-offset-2"
          >
            {data.mergedInto.ticketNumber}
          </Link>
          : the conversation goes on there.
        </p>
      )}
      {data && rows(data.mergedFrom, 'Merged into this ticket', false)}
      {data && rows(data.links, 'Linked', true)}
      {data && !data.mergedInto && data.mergedFrom.length === 0 && data.links.length === 0 && (
        <p className="text-sm text-muted-fg">No related tickets.</p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setDialog('link')}
          >
            <Link2 aria-hidden />
            Link a ticket
          </Button>
          {!merged && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              onClick={() => setDialog('merge')}
            >
              <GitMerge aria-hidden />
              Merge into…
            </Button>
          )}
        </div>
      )}
      <TicketSearchDialog
        open={dialog === 'link'}
        onOpenChange={(open) => !open && setDialog(null)}
        ticket={ticket}
        title={`Link ${ticket.ticketNumber} to a related ticket`}
        description="Both tickets list each other; nothing else changes."
        confirmLabel="Link"
        consequence={(t) => `${ticket.ticketNumber} and ${t.ticketNumber} will list each other.`}
        busy={link.isPending}
        onConfirm={(t) =>
          link.mutate({ id: ticket.id, ticketId: t.id }, { onSuccess: () => setDialog(null) })
        }
      />
      <TicketSearchDialog
        open={dialog === 'merge'}
        onOpenChange={(open) => !open && setDialog(null)}
        ticket={ticket}
        title={`Merge ${ticket.ticketNumber} into another ticket`}
        description="For the same problem reported twice: the conversation goes on in the other ticket."
        confirmLabel="Merge"
        consequence={(t) =>
          `${ticket.ticketNumber} will close and point to ${t.ticketNumber}; its requester and watchers will watch ${t.ticketNumber}, and its files move there.`
        }
        busy={merge.isPending}
        onConfirm={(t) =>
          merge.mutate(
            {
              id: ticket.id,
              intoTicketId: t.id,
              label: RELATION_MESSAGES.merged(ticket.ticketNumber, t.ticketNumber),
            },
            {
              onSuccess: () => {
                setDialog(null);
                setJustMerged(true);
              },
            },
          )
        }
      />
    </section>
  );
}
