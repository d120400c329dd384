import { type DistrictRole, giveAccessSchema, type WaitingAccount } from '@domain/users';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import { ROLE_HINT } from './role-options';
import { useGiveAccess } from './use-give-access';
import { useGrantableRoles } from './use-grantable-roles';

interface GiveAccessDialogProps {
  districtId: string;
  districtName: string;
  /** The account to give access; none closes the dialog. */
  account: WaitingAccount | null;
  onOpenChange: (open: boolean) => void;
}

/** Give access: a waiting account joins the working district with the chosen role. */
export function GiveAccessDialog({ districtId, districtName, account, onOpenChange }: GiveAccessDialogProps) {
  const give = useGiveAccess(districtId, districtName);
  const roles = useGrantableRoles();
  const { t } = useTranslation('users');
  return (
    <FormDialog open={account !== null} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="give-access"
          schema={giveAccessSchema}
          defaultValues={{ role: 'technician' as DistrictRole }}
          toPayload={(v) => ({ districtId, role: v.role })}
          onSubmit={async (payload) => {
            if (account) await give.mutateAsync({ id: account.id, payload });
            done();
          }}
        >
          <DialogHeader
            title={t('giveAccess.title')}
            description={t('giveAccess.description', {
              name: String(account?.name || account?.email),
              district: districtName,
            })}
          />
          <DialogBody className="flex flex-col gap-4">
            <p className="text-sm break-words text-muted-fg">
              {t('giveAccess.account')} <span className="font-medium text-fg">{account?.email}</span>
            </p>
            <FormField name="role" label={t('giveAccess.role')} required hint={ROLE_HINT}>
              <Select options={roles} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('giveAccess.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
