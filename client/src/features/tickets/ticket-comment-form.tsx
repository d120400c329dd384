import { TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast';
import { useAddComment } from './use-add-comment';

/** Adds a comment to the timeline; Ctrl/Cmd+Enter sends. */
export function TicketCommentForm({ ticket }: { ticket: Pick<Ticket, 'id' | 'districtId'> }) {
  const id = useId();
  const [body, setBody] = useState('');
  const comment = useAddComment(ticket);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const text = body.trim();
    if (!text) {
      toast({ title: TICKET_MESSAGES.commentRequired, variant: 'destructive' });
      return;
    }
    comment.mutate(text, { onSuccess: () => setBody('') });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={id}>Add a comment</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={5000}
        placeholder="Share an update, a question or what was done…"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={comment.isPending}>
          Comment
        </Button>
      </div>
    </form>
  );
}
