import { CANNED_MESSAGES, type CannedPlaceholder, type CannedResponse } from '@domain/canned-responses';
import { MessageSquareText } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button, type ButtonProps } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { SearchInput } from '@/ui/search-input';
import { Spinner } from '@/ui/spinner';
import { useCannedResponses } from './use-canned-responses';
import { useRenderCannedResponse } from './use-render-canned-response';

/** How many responses the picker offers at once (the search narrows them). */
const PICKER_LIMIT = 20;

export interface InsertedResponse {
  /** The response's title (for a toast or a note). */
  title: string;
  /** Placeholders the ticket had no value for: left out of the body (CANNED_MESSAGES.missing says so). */
  missing: CannedPlaceholder[];
}

export interface CannedResponsePickerProps {
  /** The ticket the response is filled in for. */
  ticketId: string;
  /** The ticket's district: its own responses are offered, then Five Star's. */
  districtId: string;
  /** Gets the response filled in for the ticket, to put in the reply box. */
  onInsert: (body: string, inserted: InsertedResponse) => void;
  disabled?: boolean;
  /** The trigger's words ("Insert canned response" unless told). */
  label?: string;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Searches the canned responses from a reply box and hands the chosen one, filled in for the ticket,
 * to `onInsert`: a button that opens a searchable list (a combobox: type to narrow, arrows to move,
 * Enter to insert). Focus returns to the button when it closes. Nothing shows for someone who does
 * not reply to tickets (viewers, requesters). See docs/product.md#canned-responses.
 */
export function CannedResponsePicker({
  ticketId,
  districtId,
  onInsert,
  disabled,
  label,
  size = 'sm',
  className,
}: CannedResponsePickerProps) {
  const access = useAccess('tickets', 'write');
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('cannedResponses');
  if (!access.ok) return null;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size={size}
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MessageSquareText aria-hidden />
        {label ?? t('picker.trigger')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent width="md">
          {open && (
            <PickerList
              ticketId={ticketId}
              districtId={districtId}
              onPicked={(body, inserted) => {
                setOpen(false);
                onInsert(body, inserted);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A body on one line (its tooltip), and its first words. */
const oneLine = (body: string) => body.replace(/\s+/g, ' ');
const snippet = (body: string) => oneLine(body).slice(0, 160);

function PickerList({
  ticketId,
  districtId,
  onPicked,
}: {
  ticketId: string;
  districtId: string;
  onPicked: (body: string, inserted: InsertedResponse) => void;
}) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const list = useCannedResponses(districtId, useDebouncedValue(search), { limit: PICKER_LIMIT });
  const render = useRenderCannedResponse();
  const ids = useId();
  const { t } = useTranslation('cannedResponses');
  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const rows = list.data ?? [];
  const current = Math.min(active, Math.max(rows.length - 1, 0));
  const shown = rows.length > 0;

  const pick = (row: CannedResponse | undefined) => {
    if (!row || render.isPending) return;
    render.mutate(
      { id: row.id, ticketId },
      { onSuccess: (filled) => onPicked(filled.body, { title: row.title, missing: filled.missing }) },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, rows.length - 1),
      ArrowUp: Math.max(current - 1, 0),
      PageDown: Math.min(current + 5, rows.length - 1),
      PageUp: Math.max(current - 5, 0),
    };
    if (event.key in moves && shown) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(rows[current]);
    }
  };

  const status = list.isPending
    ? t('picker.loading')
    : !shown
      ? search.trim()
        ? CANNED_MESSAGES.noMatch
        : CANNED_MESSAGES.empty
      : rows.length === PICKER_LIMIT
        ? t('picker.statusLimited', { count: rows.length })
        : t('picker.status', { count: rows.length });

  return (
    <>
      <DialogHeader title={t('picker.title')} description={t('picker.description')} />
      <DialogBody className="flex flex-col gap-3 pb-5">
        <SearchInput
          role="combobox"
          aria-label={t('picker.search')}
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown ? optionId(current) : undefined}
          aria-autocomplete="list"
          aria-describedby={`${ids}-status`}
          placeholder={t('picker.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${ids}-status`} aria-live="polite" className="text-xs text-muted-fg">
          {render.isPending ? t('picker.filling') : status}
        </p>
        {list.isError ? (
          <LoadError bare title={CANNED_MESSAGES.loadFailed} query={list} />
        ) : (
          shown && (
            <div
              id={listId}
              role="listbox"
              aria-label={t('picker.list')}
              aria-busy={render.isPending || undefined}
              className="-mx-1 flex max-h-[min(22rem,50dvh)] flex-col gap-0.5 overflow-y-auto px-1"
            >
              {rows.map((row, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the options are chosen by keyboard through the combobox (aria-activedescendant), as the pattern has it.
                <div
                  key={row.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => i !== current && setActive(i)}
                  onClick={() => pick(row)}
                  className={cn(
                    'flex cursor-pointer flex-col gap-0.5 rounded-md border border-transparent px-3 py-2',
                    i === current && 'border-border-strong bg-surface-hover',
                  )}
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{row.title}</span>
                    {render.isPending && render.variables?.id === row.id ? (
                      <Spinner size="sm" label={null} />
                    ) : (
                      row.scope === 'provider' && <Badge tone="purple">{t('picker.fiveStar')}</Badge>
                    )}
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-fg" title={oneLine(row.body)}>
                    {snippet(row.body)}
                  </span>
                </div>
              ))}
            </div>
          )
        )}
      </DialogBody>
    </>
  );
}
