import { RELATION_MESSAGES } from '@domain/ticket-relations';
import { type Ticket, ticketLinkFor } from '@domain/tickets';
import { GitMerge, Link2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('tickets');
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
                  aria-label={t('relations.unlink', { ticket: r.ticketNumber })}
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
    <section aria-label={t('relations.label')} className="flex flex-col gap-2">
      <h3 className="text-xs font-medium tracking-wide text-subtle-fg uppercase">{t('relations.label')}</h3>
      {data?.mergedInto && (
        <p ref={mergedLine} tabIndex={-1} className="text-sm text-fg">
          {t('relations.mergedInto')}{' '}
          <Link
            to={ticketLinkFor(false, data.mergedInto.id)}
            className="font-medium underline underline-offset-2"
          >
            {data.mergedInto.ticketNumber}
          </Link>
          {t('relations.goesOn')}
        </p>
      )}
      {data && rows(data.mergedFrom, t('relations.mergedFrom'), false)}
      {data && rows(data.links, t('relations.linked'), true)}
      {data && !data.mergedInto && data.mergedFrom.length === 0 && data.links.length === 0 && (
        <p className="text-sm text-muted-fg">{t('relations.none')}</p>
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
            {t('relations.link')}
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
              {t('relations.merge')}
            </Button>
          )}
        </div>
      )}
      <TicketSearchDialog
        open={dialog === 'link'}
        onOpenChange={(open) => !open && setDialog(null)}
        ticket={ticket}
        title={t('relations.linkTitle', { ticket: ticket.ticketNumber })}
        description={t('relations.linkDescription')}
        confirmLabel={t('relations.linkConfirm')}
        consequence={(other) =>
          t('relations.linkConsequence', { ticket: ticket.ticketNumber, other: other.ticketNumber })
        }
        busy={link.isPending}
        onConfirm={(other) =>
          link.mutate({ id: ticket.id, ticketId: other.id }, { onSuccess: () => setDialog(null) })
        }
      />
      <TicketSearchDialog
        open={dialog === 'merge'}
        onOpenChange={(open) => !open && setDialog(null)}
        ticket={ticket}
        title={t('relations.mergeTitle', { ticket: ticket.ticketNumber })}
        description={t('relations.mergeDescription')}
        confirmLabel={t('relations.mergeConfirm')}
        consequence={(other) =>
          t('relations.mergeConsequence', { ticket: ticket.ticketNumber, other: other.ticketNumber })
        }
        busy={merge.isPending}
        onConfirm={(other) =>
          merge.mutate(
            {
              id: ticket.id,
              intoTicketId: other.id,
              label: RELATION_MESSAGES.merged(ticket.ticketNumber, other.ticketNumber),
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
