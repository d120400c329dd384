import {
  VISIT_STATUS_LABELS,
  type Visit,
  type VisitStatus,
  type VisitStatusPayload,
  visitStepSchema,
} from '@domain/visits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The steps with their own words (the catalogue's `step.<status>`). */
const WORDED = ['delayed', 'cancelled', 'completed'] as const;
const worded = (to: VisitStatus): to is (typeof WORDED)[number] => (WORDED as readonly string[]).includes(to);

interface Values {
  reason: string;
  eta: string;
  notes: string;
}

/** Asks for what a step needs, then sends it; completing offers to resolve the ticket too. */
export function VisitStepDialog({ pending, onClose }: { pending: PendingStep | null; onClose: () => void }) {
  const step = useVisitStep();
  const { t } = useTranslation('visits');
  const [resolveTicket, setResolveTicket] = useState(true);
  const to = pending?.to ?? 'delayed';
  const text = worded(to)
    ? {
        title: t(`step.${to}.title`),
        description: t(`step.${to}.description`),
        submit: t(`step.${to}.submit`),
      }
    : { title: VISIT_STATUS_LABELS[to], description: '', submit: t('step.save') };
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
              visit
                ? t('step.context', {
                    ticket: visit.ticketNumber,
                    site: visit.siteName,
                    description: text.description,
                  })
                : text.description
            }
          />
          <DialogBody className="flex flex-col gap-4">
            {to !== 'completed' && (
              <FormField name="reason" label={t('step.reason')} required>
                <Input maxLength={500} placeholder={to === 'delayed' ? t('step.reasonPlaceholder') : ''} />
              </FormField>
            )}
            {to === 'delayed' && (
              <FormField name="eta" label={t('step.eta')} required>
                <Input type="datetime-local" />
              </FormField>
            )}
            {to === 'completed' && (
              <>
                <FormField name="notes" label={t('step.notes')} required>
                  <Textarea rows={4} maxLength={4000} placeholder={t('step.notesPlaceholder')} />
                </FormField>
                <label className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={resolveTicket}
                    onChange={(e) => setResolveTicket(e.target.checked)}
                  />
                  {t('step.resolve')}
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
