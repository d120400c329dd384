import { updateProfileSchema } from '@domain/account';
import type { AuthUser } from '@domain/auth';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useUpdateProfile } from './use-update-profile';

interface Props {
  user: AuthUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The user's own first and last name (PATCH /api/account). */
export function NameDialog({ user, open, onOpenChange }: Props) {
  const update = useUpdateProfile();
  const { t } = useTranslation('account');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          schema={updateProfileSchema}
          defaultValues={{ firstName: user.firstName, lastName: user.lastName }}
          id="account-name"
          onSubmit={async (payload) => {
            await update.mutateAsync(payload);
            done();
          }}
        >
          <DialogHeader title={t('name.title')} description={t('name.description')} />
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            <FormField name="firstName" label={t('name.firstName')} required>
              <Input autoComplete="given-name" />
            </FormField>
            <FormField name="lastName" label={t('name.lastName')} optional>
              <Input autoComplete="family-name" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('name.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
