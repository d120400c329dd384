import { type CommentVisibility, createCommentSchema, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { Lock, MessageSquare } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CannedResponsePicker } from '@/features/canned-responses';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Textarea } from '@/ui/textarea';
import { TicketSuggestion } from './ticket-suggestion';
import { useAddComment } from './use-add-comment';

interface CommentValues {
  body: string;
  visibility: CommentVisibility;
}

const CHOICES: { value: CommentVisibility; label: string; icon: typeof Lock }[] = [
  { value: 'public', label: i18n.t('tickets:comment.public'), icon: MessageSquare },
  { value: 'internal', label: i18n.t('tickets:comment.internal'), icon: Lock },
];

/**
 * The composer of the conversation: a public reply (the requester reads it and is mailed it) or an
 * internal note (staff only, the default). Ctrl/Cmd+Enter sends; the choice stays for the next one.
 */
export function TicketCommentForm({
  ticket,
}: {
  ticket: Pick<Ticket, 'id' | 'districtId' | 'requesterName'>;
}) {
  const comment = useAddComment(ticket);
  return (
    <Form
      id="ticket-comment"
      schema={createCommentSchema}
      defaultValues={{ body: '', visibility: 'internal' } as CommentValues}
      toPayload={({ body, visibility }: CommentValues) => ({ body: body.trim(), visibility })}
      invalidToast={{ title: TICKET_MESSAGES.commentRequired }}
      onSubmit={async (payload, form) => {
        await comment.mutateAsync(payload);
        // The choice as it is now: it may have changed while the comment was sent.
        form.reset({ body: '', visibility: form.getValues('visibility') });
      }}
      className="gap-2"
    >
      {(form) => <Composer form={form} ticket={ticket} />}
    </Form>
  );
}

function Composer({
  form,
  ticket,
}: {
  form: UseFormReturn<CommentValues, unknown, CommentValues>;
  ticket: Pick<Ticket, 'id' | 'districtId' | 'requesterName'>;
}) {
  const { t } = useTranslation('tickets');
  const { requesterName } = ticket;
  const visibility = form.watch('visibility');
  const internal = visibility === 'internal';
  const insert = (body: string) => {
    const written = form.getValues('body').trimEnd();
    form.setValue('body', written ? `${written}\n\n${body}` : body, { shouldDirty: true });
    form.setFocus('body');
  };
  return (
    <>
      <fieldset className="flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1 sm:self-start">
        <legend className="sr-only">{t('comment.whoReads')}</legend>
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={visibility === c.value}
            onClick={() => form.setValue('visibility', c.value)}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              visibility === c.value ? 'bg-surface text-fg shadow-xs' : 'text-muted-fg hover:text-fg',
            )}
          >
            <c.icon aria-hidden className="size-3.5" />
            {c.label}
          </button>
        ))}
      </fieldset>
      <FormField
        name="body"
        label={internal ? t('comment.note') : t('comment.reply')}
        hint={
          internal
            ? t('comment.internalHint')
            : requesterName
              ? t('comment.requesterHint', { name: requesterName })
              : t('comment.publicHint')
        }
      >
        <Textarea
          rows={3}
          maxLength={5000}
          className={cn(internal && 'bg-tone-yellow-bg')}
          placeholder={internal ? t('comment.notePlaceholder') : t('comment.replyPlaceholder')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
      </FormField>
      <TicketSuggestion ticketId={ticket.id} onInsert={(body) => insert(body)} />
      <div className="flex flex-wrap justify-end gap-2">
        <CannedResponsePicker
          ticketId={ticket.id}
          districtId={ticket.districtId}
          onInsert={(body) => insert(body)}
        />
        <FormSubmit size="sm">{internal ? t('comment.addNote') : t('comment.sendReply')}</FormSubmit>
      </div>
    </>
  );
}
