import { twoFactorDisableSchema } from '@domain/account';
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
          <DialogHeader
            title="Turn off two-factor sign-in"
            description="Your password alone will sign you in again. Your recovery codes stop working."
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="password" label="Password" required>
              <PasswordInput autoComplete="current-password" />
            </FormField>
            <FormField
              name="code"
              label="Code from the app"
              hint="The 6-digit code your app shows now, or one of your recovery codes."
              required
            >
              <Input autoComplete="one-time-code" className="max-w-64 font-mono tracking-wider" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit="Turn off" onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
