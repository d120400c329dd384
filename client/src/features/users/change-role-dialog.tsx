import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES, type DistrictRole, type ManagedUser, updateUserSchema } from '@domain/users';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { ROLE_HINT, ROLE_OPTIONS } from './role-options';
import { type UserChanges, useUpdateUser } from './use-update-user';

interface Values {
  role: DistrictRole;
  department: string;
}

const asDistrictRole = (role: ManagedUser['role']): DistrictRole =>
  (DISTRICT_ROLES as readonly string[]).includes(role) ? (role as DistrictRole) : 'viewer';

/**
 * Change role (and department) of one person. The server keeps the district's last active
 * administrator: its refusal is toasted and the dialog stays open.
 */
export function ChangeRoleDialog({
  districtId,
  user,
  onClose,
}: {
  districtId: string;
  user: ManagedUser | null;
  onClose: () => void;
}) {
  const update = useUpdateUser(districtId);
  const { t } = useTranslation('users');
  return (
    <FormDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {(done) =>
        user && (
          <Form
            id="change-role"
            schema={updateUserSchema}
            defaultValues={{ role: asDistrictRole(user.role), department: user.department ?? '' }}
            toPayload={(v: Values): UserChanges => ({
              ...(v.role !== user.role ? { role: v.role } : {}),
              department: v.department.trim() || null,
            })}
            onSubmit={async (changes) => {
              await update.mutateAsync({ id: user.id, changes });
              done();
            }}
          >
            <DialogHeader
              title={t('changeRole.title', { name: user.name || user.email })}
              description={t('changeRole.description', { role: ROLE_LABELS[user.role] })}
            />
            <DialogBody className="flex flex-col gap-4">
              <FormField name="role" label={t('changeRole.role')} required hint={ROLE_HINT}>
                <Select options={ROLE_OPTIONS} />
              </FormField>
              <FormField name="department" label={t('changeRole.department')} optional>
                <Input maxLength={100} />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={t('changeRole.submit')} onCancel={done} />
          </Form>
        )
      }
    </FormDialog>
  );
}
