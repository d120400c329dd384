import { ticketsApi } from '@domain/api/tickets';
import { CANNED_MESSAGES } from '@domain/canned-responses';
import type { Ticket } from '@domain/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('cannedResponses');
  const rows = tickets.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>{t('preview.title')}</CardTitle>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-[13px] font-medium text-fg">{t('preview.ticket')}</legend>
          <SearchInput
            aria-label={t('preview.find')}
            placeholder={t('preview.findPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {tickets.isPending ? (
            <div className="flex items-center gap-2 py-3 text-sm text-muted-fg">
              <Spinner size="sm" label={null} /> {t('preview.loading')}
            </div>
          ) : tickets.isError ? (
            <LoadError bare title={t('preview.failed')} query={tickets} />
          ) : rows.length === 0 ? (
            <p className="py-3 text-sm text-muted-fg">{t('preview.noMatch')}</p>
          ) : (
            <div className="flex flex-col gap-1">
              {rows.map((row) => (
                <label
                  key={row.id}
                  className={cn(
                    'flex min-w-0 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm',
                    ticket?.id === row.id
                      ? 'border-brand bg-brand-soft'
                      : 'border-border hover:bg-surface-hover',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-ticket`}
                    value={row.id}
                    checked={ticket?.id === row.id}
                    onChange={() => {
                      setTicket(row);
                      setPreview(null);
                    }}
                    className="size-4 shrink-0 accent-(--brand)"
                  />
                  <span className="shrink-0 font-mono text-[13px] font-medium text-fg">
                    {row.ticketNumber}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-muted-fg" title={row.title}>
                    {row.title}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <section aria-labelledby={`${ids}-preview`} className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${ids}-preview`} className="text-[13px] font-medium text-fg">
              {ticket ? t('preview.replyTo', { ticket: ticket.ticketNumber }) : t('preview.reply')}
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
                  {t('preview.insertedFor', { title: preview.title, ticket: preview.ticketNumber })}
                </p>
                <p data-testid="canned-preview" className="break-words whitespace-pre-wrap text-fg">
                  {preview.body}
                </p>
                {preview.missing.length > 0 && (
                  <p className="mt-3 text-xs text-muted-fg">{CANNED_MESSAGES.missing(preview.missing)}</p>
                )}
              </>
            ) : (
              <p className="text-muted-fg">{ticket ? t('preview.insertHint') : t('preview.chooseFirst')}</p>
            )}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
