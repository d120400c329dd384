import {
  HELP_PATHS,
  type MyTicket,
  type PortalTicketDraft,
  type PortalTicketPayload,
  portalTicketSchema,
} from '@domain/portal';
import { TICKET_CATEGORIES, type TicketCategory } from '@domain/tickets';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useCreatePortalTicket } from './use-create-portal-ticket';
import { usePortalWords } from './use-portal-words';

/** What the ticket is about, besides its words: a Sparky conversation, or one of the caller's devices. */
export interface PortalTicketContext {
  /** "I still need help": the conversation (and the reply) the ticket follows. */
  sessionId?: string;
  messageId?: string;
  /** Sparky said escalate: the ticket goes in as high priority. */
  escalated?: boolean;
  /** "Report a problem with this device". */
  device?: { id: string; label: string };
}

interface Values {
  title: string;
  category: TicketCategory;
  description: string;
}

/**
 * The portal's short ticket form, prefilled (Sparky's draft, or the device), then the confirmation
 * with the ticket's number and a link to it (see docs/product.md#help). Focus goes back to what
 * opened it when it closes.
 */
export function PortalTicketDialog({
  draft,
  context,
  onClose,
  focusAfterCreated,
}: {
  /** Null: closed. */
  draft: PortalTicketDraft | null;
  context: PortalTicketContext;
  onClose: () => void;
  /**
   * Where focus goes once a created ticket's confirmation closes, when what opened the form is
   * gone (Sparky's "I still need help" gives way to the ticket's link); else back to the opener.
   */
  focusAfterCreated?: () => HTMLElement | null;
}) {
  const create = useCreatePortalTicket();
  const { t, category } = usePortalWords();
  const [created, setCreated] = useState<MyTicket | null>(null);
  // A new opening starts with the form; the confirmation stays while the dialog fades out.
  const opened = draft !== null;
  useEffect(() => {
    if (opened) setCreated(null);
  }, [opened]);
  const close = onClose;
  const afterCreated = (event: Event) => {
    const target = focusAfterCreated?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog open={opened} onOpenChange={(open) => !open && close()}>
      <DialogContent width="lg" {...(created && focusAfterCreated ? { onCloseAutoFocus: afterCreated } : {})}>
        {created ? (
          <Created ticket={created} onDone={close} />
        ) : (
          draft && (
            <Form
              id="portal-ticket"
              schema={portalTicketSchema}
              defaultValues={{ title: draft.title, category: draft.category, description: draft.description }}
              toPayload={(v: Values): PortalTicketPayload => ({
                ...v,
                ...(context.sessionId ? { sessionId: context.sessionId } : {}),
                ...(context.messageId ? { messageId: context.messageId } : {}),
                ...(context.device ? { assetId: context.device.id } : {}),
              })}
              onSubmit={async (payload) => {
                setCreated(await create.mutateAsync(payload));
              }}
            >
              <DialogHeader
                title={context.device ? t('form.deviceTitle') : t('form.title')}
                description={
                  context.device
                    ? t('form.deviceDescription', { device: context.device.label })
                    : t('form.description')
                }
              />
              <DialogBody className="flex flex-col gap-4">
                {context.escalated && (
                  <p className="flex items-start gap-2 rounded-lg border border-tone-red-border bg-tone-red-bg px-3 py-2.5 text-sm text-fg">
                    <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-tone-red-fg" />
                    {t('form.escalated')}
                  </p>
                )}
                <FormField<Values> name="title" label={t('form.what')} required>
                  <Input autoFocus maxLength={200} />
                </FormField>
                <FormField<Values> name="category" label={t('form.kind')}>
                  <Select options={optionsOf(TICKET_CATEGORIES, category)} />
                </FormField>
                <FormField<Values>
                  name="description"
                  label={t('form.details')}
                  required
                  hint={context.sessionId ? t('form.detailsFromSparky') : t('form.detailsHint')}
                >
                  <Textarea rows={context.sessionId ? 8 : 5} maxLength={10_000} />
                </FormField>
              </DialogBody>
              <FormDialogActions submit={t('form.submit')} onCancel={close} />
            </Form>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}

function Created({ ticket, onDone }: { ticket: MyTicket; onDone: () => void }) {
  const { t } = usePortalWords();
  return (
    <>
      <DialogHeader
        title={t('messages.created.title')}
        description={t('messages.created.description', { number: ticket.ticketNumber })}
      />
      <DialogBody>
        <div className="flex items-start gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-4 py-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-green-fg" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-fg">
              {t('form.ticket')} <span className="tabular-nums">{ticket.ticketNumber}</span>
            </p>
            <p className="mt-0.5 text-sm break-words text-muted-fg">{ticket.title}</p>
            <p className="mt-2 text-sm text-muted-fg">{t('form.repliesHint')}</p>
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('form.done')}
        </Button>
        <Link
          to={HELP_PATHS.ticket(ticket.id)}
          onClick={onDone}
          className={buttonClasses('primary')}
          // The confirmation's one action: where the person goes next.
          autoFocus
        >
          {t('help.viewTicket', { number: ticket.ticketNumber })}
        </Link>
      </DialogFooter>
    </>
  );
}
