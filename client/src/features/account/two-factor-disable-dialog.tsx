import { twoFactorDisableSchema } from '@domain/account';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { useDisableTwoFactor } from './use-disable-two-factor';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Turning two-factor sign-in off: the server asks for the password and a current code (or a recovery code). */
export function TwoFactorDisableDialog({ open, onOpenChange }: Props) {
  const disable = useDisableTwoFactor();
  const { t } = useTranslation('account');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          schema={twoFactorDisableSchema}
          defaultValues={{ password: '', code: '' }}
          id="two-factor-disable"
          onSubmit={async (payload) => {
            await disable.mutateAsync(payload);
            done();
          }}
        >
          <DialogHeader title={t('disable.title')} description={t('disable.description')} />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="password" label={t('disable.password')} required>
              <PasswordInput autoComplete="current-password" />
            </FormField>
            <FormField name="code" label={t('disable.code')} hint={t('disable.codeHint')} required>
              <Input autoComplete="one-time-code" className="max-w-64 font-mono tracking-wider" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('disable.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
