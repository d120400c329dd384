import {
  VISIT_STATUS_LABELS,
  type Visit,
  type VisitStatus,
  type VisitStatusPayload,
  visitStepSchema,
} from '@domain/visits';
import { useState } from 'react';
import { fromDateTimeInput, toDateTimeInput } from '@/lib/datetime-local';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { useVisitStep } from './use-visit-mutations';

/** A step that needs words: a delay (reason, new time), a cancellation (reason), a completion (notes). */
export interface PendingStep {
  visit: Visit;
  to: VisitStatus;
}

const TEXT: Partial<Record<VisitStatus, { title: string; description: string; submit: string }>> = {
  delayed: {
    title: 'Report a delay',
    description: 'Say why, and when the visit will now take place. The schedule updates for everyone.',
    submit: 'Report Delay',
  },
  cancelled: {
    title: 'Cancel visit',
    description: 'Say why the visit is cancelled.',
    submit: 'Cancel Visit',
  },
  completed: {
    title: 'Complete visit',
    description: 'Describe the work done. The ticket’s creator and the site’s contact are told.',
    submit: 'Complete Visit',
  },
};

interface Values {
  reason: string;
  eta: string;
  notes: string;
}

/** Asks for what a step needs, then sends it; completing offers to resolve the ticket too. */
export function VisitStepDialog({ pending, onClose }: { pending: PendingStep | null; onClose: () => void }) {
  const step = useVisitStep();
  const [resolveTicket, setResolveTicket] = useState(true);
  const to = pending?.to ?? 'delayed';
  const text = TEXT[to] ?? { title: VISIT_STATUS_LABELS[to], description: '', submit: 'Save' };
  const visit = pending?.visit;
  const toPayload = (v: Values): VisitStatusPayload => ({
    status: to,
    ...(to !== 'completed' && v.reason.trim() ? { reason: v.reason.trim() } : {}),
    ...(to === 'delayed' && v.eta ? { eta: fromDateTimeInput(v.eta) } : {}),
    ...(to === 'completed' && v.notes.trim() ? { notes: v.notes.trim() } : {}),
  });
  return (
    <FormDialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {(done) => (
        <Form
          id="visit-step"
          schema={visitStepSchema}
          defaultValues={{
            reason: '',
            eta: visit ? toDateTimeInput(new Date(visit.scheduledStart).getTime() + 60 * 60_000) : '',
            notes: '',
          }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            if (!visit) return;
            await step.mutateAsync({
              id: visit.id,
              step: payload,
              resolveTicket: to === 'completed' && resolveTicket,
            });
            done();
          }}
        >
          <DialogHeader
            title={text.title}
            description={
              visit ? `${visit.ticketNumber} at ${visit.siteName}. ${text.description}` : text.description
            }
          />
          <DialogBody className="flex flex-col gap-4">
            {to !== 'completed' && (
              <FormField name="reason" label="Reason" required>
                <Input
                  maxLength={500}
                  placeholder={to === 'delayed' ? 'e.g. Waiting for a replacement part' : ''}
                />
              </FormField>
            )}
            {to === 'delayed' && (
              <FormField name="eta" label="New date and time" required>
                <Input type="datetime-local" />
              </FormField>
            )}
            {to === 'completed' && (
              <>
                <FormField name="notes" label="Work notes" required>
                  <Textarea rows={4} maxLength={4000} placeholder="What was done, parts used, follow-ups" />
                </FormField>
                <label className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={resolveTicket}
                    onChange={(e) => setResolveTicket(e.target.checked)}
                  />
                  Also mark the ticket resolved
                </label>
              </>
            )}
          </DialogBody>
          <FormDialogActions submit={text.submit} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
