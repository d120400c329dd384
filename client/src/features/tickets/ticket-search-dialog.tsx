import { ticketsApi } from '@domain/api/tickets';
import type { Ticket } from '@domain/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { SearchInput } from '@/ui/search-input';
import { TicketStatusBadge } from './ticket-badges';

interface TicketSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ticket at hand: never offered. */
  ticket: Pick<Ticket, 'id' | 'districtId' | 'ticketNumber'>;
  title: string;
  description: string;
  confirmLabel: string;
  /** What confirming will do, once a ticket is chosen. */
  consequence: (chosen: Ticket) => ReactNode;
  busy: boolean;
  onConfirm: (chosen: Ticket) => void;
}

/**
 * Finds another ticket of the same district (by number or words) and confirms an action on it:
 * the merge and link dialogs. Focus returns to the button that opened it (the dialog's own).
 */
export function TicketSearchDialog(props: TicketSearchDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent width="md">{props.open && <SearchBody {...props} />}</DialogContent>
    </Dialog>
  );
}

function SearchBody({
  ticket,
  title,
  description,
  confirmLabel,
  consequence,
  busy,
  onConfirm,
  onOpenChange,
}: TicketSearchDialogProps) {
  const ids = useId();
  const { t } = useTranslation('tickets');
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const term = useDebouncedValue(search).trim();
  const found = useQuery({
    queryKey: ['tickets', ticket.districtId, 'relation-search', term],
    queryFn: () =>
      api(ticketsApi.listOfDistrict, {
        params: { districtId: ticket.districtId },
        query: { search: term || undefined, limit: 8 },
      }),
    // The chosen ticket stays chosen while a refined search loads.
    placeholderData: keepPreviousData,
  });
  const rows = (found.data ?? []).filter((r) => r.id !== ticket.id && r.mergedIntoId === null);
  const chosen = rows.find((r) => r.id === chosenId) ?? null;
  return (
    <>
      <DialogHeader title={title} description={description} />
      <DialogBody className="flex flex-col gap-3">
        <SearchInput
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p aria-live="polite" className="text-xs text-muted-fg">
          {found.isPending
            ? t('search.searching')
            : rows.length === 0
              ? t('search.none')
              : t('search.found', { count: rows.length })}
        </p>
        {rows.length > 0 && (
          <fieldset className="flex max-h-[min(18rem,40dvh)] flex-col gap-1 overflow-y-auto">
            <legend className="sr-only">{t('search.tickets')}</legend>
            {rows.map((r) => (
              <label
                key={r.id}
                htmlFor={`${ids}-${r.id}`}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-border-strong has-[:checked]:bg-surface-hover"
              >
                <input
                  id={`${ids}-${r.id}`}
                  type="radio"
                  name={`${ids}-ticket`}
                  checked={chosenId === r.id}
                  onChange={() => setChosenId(r.id)}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-fg">{r.ticketNumber}</span>
                  <span className="truncate text-muted-fg" title={r.title}>
                    {r.title}
                  </span>
                </span>
                <TicketStatusBadge status={r.status} />
              </label>
            ))}
          </fieldset>
        )}
        {chosen && <p className="text-sm text-fg">{consequence(chosen)}</p>}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {t('search.cancel')}
        </Button>
        <Button type="button" disabled={!chosen || busy} onClick={() => chosen && onConfirm(chosen)}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
