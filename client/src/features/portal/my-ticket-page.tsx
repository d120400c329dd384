import { HELP_PATHS } from '@domain/portal';
import { createCommentSchema, type TicketActivity, type TicketStatus } from '@domain/tickets';
import { ArrowLeft, ArrowRightLeft, CirclePlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AttachButton, TicketAttachments } from '@/features/attachments';
import { useCurrentUser } from '@/features/auth';
import { TicketRating } from '@/features/csat';
import { TicketStatusBadge } from '@/features/tickets';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { useMyTicket, useReply } from './use-my-ticket';
import { usePortalWords } from './use-portal-words';

/** What a requester reads of the timeline: its creation, status changes and the public replies. */
const isPublic = (a: TicketActivity) =>
  (a.kind === 'created' || a.kind === 'status' || a.kind === 'comment') &&
  // Internal notes are staff's (the server leaves them out for requesters; staff see their own page).
  (a as { visibility?: string }).visibility !== 'internal';

/** One of the caller's tickets (/help/tickets/:id): its public conversation and a reply box. */
export function MyTicketPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const details = useMyTicket(id);
  const { t, locale, status, category } = usePortalWords();
  const back = (
    <Link
      to={HELP_PATHS.tickets}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-fg hover:text-fg"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('ticket.back')}
    </Link>
  );
  if (details.isPending)
    return (
      <>
        <PageHeader eyebrow={back} title={t('ticket.title')} />
        <LoadingState message={t('ticket.loading')} />
      </>
    );
  if (details.isError)
    return (
      <>
        <PageHeader eyebrow={back} title={t('ticket.title')} />
        <LoadError
          title={errorStatus(details.error) === 404 ? t('ticket.notFound') : t('messages.conversationFailed')}
          query={details}
        />
      </>
    );
  const { ticket, activity } = details.data;
  const entries = activity.filter(isPublic);
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={ticket.title}
        description={t('ticket.summary', {
          number: ticket.ticketNumber,
          category: category[ticket.category],
          date: formatDate(ticket.createdAt, locale),
        })}
        actions={<TicketStatusBadge status={ticket.status} labels={status} />}
      />
      <div className="flex flex-col gap-4">
        <TicketRating ticketId={ticket.id} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('ticket.asked')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">
              {ticket.description}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('ticket.files')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <TicketAttachments ticketId={ticket.id} emptyText={t('messages.noFiles')} />
            <AttachButton ticketId={ticket.id} label={t('ticket.addFile')} className="self-start" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('ticket.conversation')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ol aria-label={t('ticket.log')} className="flex flex-col gap-3">
              {entries.map((a) => (
                <Entry key={a.id} entry={a} mine={a.actorId === user.id} />
              ))}
            </ol>
            <ReplyForm ticketId={ticket.id} resolved={ticket.status === 'resolved'} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function Entry({ entry, mine }: { entry: TicketActivity; mine: boolean }) {
  const { t, locale, status } = usePortalWords();
  const when = (
    <time dateTime={entry.createdAt} className="text-xs text-muted-fg">
      {formatDateTime(entry.createdAt, locale)}
    </time>
  );
  if (entry.kind !== 'comment') {
    const Icon = entry.kind === 'created' ? CirclePlus : ArrowRightLeft;
    return (
      <li className="flex items-center gap-2 text-sm text-muted-fg">
        <Icon aria-hidden className="size-4 shrink-0" />
        <span>
          {entry.kind === 'created'
            ? t('ticket.opened')
            : t('ticket.now', { status: status[entry.toValue as TicketStatus] ?? entry.toValue })}{' '}
          · {when}
        </span>
      </li>
    );
  }
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-2.5 text-sm sm:max-w-[75%]',
          mine
            ? 'rounded-tr-sm bg-brand-soft text-fg'
            : 'rounded-tl-sm border border-border bg-surface-muted',
        )}
      >
        <p className="mb-1 text-xs font-medium text-fg">{mine ? t('ticket.you') : entry.actorName}</p>
        <p className="leading-relaxed break-words whitespace-pre-wrap text-fg">{entry.body}</p>
        <p className="mt-1 text-right">{when}</p>
      </div>
    </li>
  );
}

/** A reply to the IT team; Ctrl/Cmd+Enter sends. On a resolved ticket it opens the ticket again. */
function ReplyForm({ ticketId, resolved }: { ticketId: string; resolved: boolean }) {
  const reply = useReply(ticketId);
  const { t } = usePortalWords();
  return (
    <Form
      id="portal-reply"
      schema={createCommentSchema}
      defaultValues={{ body: '' }}
      toPayload={({ body }) => ({ body: body.trim() })}
      onSubmit={async ({ body }, form) => {
        await reply.mutateAsync(body);
        form.reset();
      }}
      className="gap-2 border-t border-border pt-4"
    >
      <FormField name="body" label={t('ticket.reply')} hint={resolved ? t('ticket.reopenHint') : undefined}>
        <Textarea
          rows={3}
          maxLength={5000}
          placeholder={t('ticket.replyPlaceholder')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
      </FormField>
      <div className="flex justify-end">
        <FormSubmit>{t('ticket.send')}</FormSubmit>
      </div>
    </Form>
  );
}
