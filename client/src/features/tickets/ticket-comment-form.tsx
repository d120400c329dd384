import { createCommentSchema, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Textarea } from '@/ui/textarea';
import { useAddComment } from './use-add-comment';

/** Adds a comment to the timeline; Ctrl/Cmd+Enter sends. */
export function TicketCommentForm({ ticket }: { ticket: Pick<Ticket, 'id' | 'districtId'> }) {
  const comment = useAddComment(ticket);
  return (
    <Form
      id="ticket-comment"
      schema={createCommentSchema}
      defaultValues={{ body: '' }}
      toPayload={({ body }) => ({ body: body.trim() })}
      invalidToast={{ title: TICKET_MESSAGES.commentRequired }}
      onSubmit={async ({ body }, form) => {
        await comment.mutateAsync(body);
        form.reset();
      }}
      className="gap-2"
    >
      <FormField name="body" label="Add a comment">
        <Textarea
          rows={3}
          maxLength={5000}
          placeholder="Share an update, a question or what was done…"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
      </FormField>
      <div className="flex justify-end">
        <FormSubmit size="sm">Comment</FormSubmit>
      </div>
    </Form>
  );
}
