import { revealReasonSchema, VAULT_LIMITS } from '@domain/vault';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import type { ReasonRequest } from './use-secrets';

/** The district requires a reason to reveal: asked here, kept in the entry's access log. */
export function RevealReasonDialog({ request }: { request: ReasonRequest | null }) {
  const { t } = useTranslation('vault');
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
            title={t('reveal.title', { title: request?.entry.title ?? t('reveal.thisSecret') })}
            description={t('reveal.description')}
          />
          <DialogBody>
            <FormField name="reason" label={t('reveal.reason')} required>
              <Input autoFocus maxLength={VAULT_LIMITS.reason} placeholder={t('reveal.reasonPlaceholder')} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('reveal.submit')} onCancel={() => request?.resolve(null)} />
        </Form>
      )}
    </FormDialog>
  );
}
