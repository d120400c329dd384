import { revealReasonSchema, VAULT_LIMITS } from '@domain/vault';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import type { ReasonRequest } from './use-secrets';

/** The district requires a reason to reveal: asked here, kept in the entry's access log. */
export function RevealReasonDialog({ request }: { request: ReasonRequest | null }) {
  return (
    <FormDialog open={request !== null} onOpenChange={(open) => !open && request?.resolve(null)}>
      {() => (
        <Form
          id="reveal-reason"
          schema={revealReasonSchema}
          defaultValues={{ reason: '' }}
          onSubmit={async ({ reason }) => request?.resolve(reason)}
        >
          <DialogHeader
            title={`Why do you need ${request?.entry.title ?? 'this secret'}?`}
            description="Your district asks for a reason before a secret is shown. It is kept in the access log."
          />
          <DialogBody>
            <FormField name="reason" label="Reason" required>
              <Input
                autoFocus
                maxLength={VAULT_LIMITS.reason}
                placeholder="e.g. Resetting the firewall admin"
              />
            </FormField>
          </DialogBody>
          <FormDialogActions submit="Reveal" onCancel={() => request?.resolve(null)} />
        </Form>
      )}
    </FormDialog>
  );
}
