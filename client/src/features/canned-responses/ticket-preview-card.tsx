import { ticketsApi } from '@domain/api/tickets';
import { CANNED_MESSAGES } from '@domain/canned-responses';
import type { Ticket } from '@domain/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { SearchInput } from '@/ui/search-input';
import { Spinner } from '@/ui/spinner';
import { CannedResponsePicker, type InsertedResponse } from './canned-response-picker';

/** The tickets the preview offers at once (newest first; the search finds others). */
const TICKETS_SHOWN = 6;

/** A few of the district's tickets, by number or words of the title, for the preview. */
function usePreviewTickets(districtId: string, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['canned-responses', 'preview-tickets', districtId, term],
    queryFn: () =>
      api(ticketsApi.list, { query: { districtId, search: term || undefined, limit: TICKETS_SHOWN } }),
    placeholderData: keepPreviousData,
  });
}

type Picked = Pick<Ticket, 'id' | 'ticketNumber' | 'title'>;

/**
 * "Preview with a ticket": choose one of the district's tickets, insert a response with the picker
 * the reply box uses, and read it filled in as the requester will.
 */
export function TicketPreviewCard({ districtId }: { districtId: string }) {
  const [search, setSearch] = useState('');
  const [ticket, setTicket] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<(InsertedResponse & { body: string; ticketNumber: string }) | null>(
    null,
  );
  const tickets = usePreviewTickets(districtId, useDebouncedValue(search));
  const ids = useId();
  const rows = tickets.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>Preview with a ticket</CardTitle>
        <CardDescription>
          Choose one of the district’s tickets, then insert a response to read it as the requester will.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-[13px] font-medium text-fg">Ticket</legend>
          <SearchInput
            aria-label="Find a ticket by number or title"
            placeholder="Ticket number or words of its title…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {tickets.isPending ? (
            <div className="flex items-center gap-2 py-3 text-sm text-muted-fg">
              <Spinner size="sm" label={null} /> Loading tickets…
            </div>
          ) : tickets.isError ? (
            <LoadError bare title="The district’s tickets could not be loaded." query={tickets} />
          ) : rows.length === 0 ? (
            <p className="py-3 text-sm text-muted-fg">No ticket matches.</p>
          ) : (
            <div className="flex flex-col gap-1">
              {rows.map((t) => (
                <label
                  key={t.id}
                  className={cn(
                    'flex min-w-0 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm',
                    ticket?.id === t.id
                      ? 'border-brand bg-brand-soft'
                      : 'border-border hover:bg-surface-hover',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-ticket`}
                    value={t.id}
                    checked={ticket?.id === t.id}
                    onChange={() => {
                      setTicket(t);
                      setPreview(null);
                    }}
                    className="size-4 shrink-0 accent-(--brand)"
                  />
                  <span className="shrink-0 font-mono text-[13px] font-medium text-fg">{t.ticketNumber}</span>
                  <span className="min-w-0 flex-1 truncate text-muted-fg" title={t.title}>
                    {t.title}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <section aria-labelledby={`${ids}-preview`} className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${ids}-preview`} className="text-[13px] font-medium text-fg">
              {ticket ? `Reply to ${ticket.ticketNumber}` : 'Reply'}
            </h3>
            <CannedResponsePicker
              ticketId={ticket?.id ?? ''}
              districtId={districtId}
              disabled={!ticket}
              onInsert={(body, inserted) =>
                setPreview({ ...inserted, body, ticketNumber: ticket?.ticketNumber ?? '' })
              }
            />
          </div>
          <div
            aria-live="polite"
            className="min-h-40 rounded-lg border border-border bg-surface-muted p-4 text-sm"
          >
            {preview ? (
              <>
                <p className="mb-2 text-xs font-medium text-muted-fg">
                  “{preview.title}” for {preview.ticketNumber}
                </p>
                <p data-testid="canned-preview" className="break-words whitespace-pre-wrap text-fg">
                  {preview.body}
                </p>
                {preview.missing.length > 0 && (
                  <p className="mt-3 text-xs text-muted-fg">{CANNED_MESSAGES.missing(preview.missing)}</p>
                )}
              </>
            ) : (
              <p className="text-muted-fg">
                {ticket
                  ? 'Insert a canned response to see it filled in for this ticket.'
                  : 'Choose a ticket first.'}
              </p>
            )}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
