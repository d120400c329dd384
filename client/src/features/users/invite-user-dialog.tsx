import {
  type DistrictRole,
  type InvitationAnswer,
  type InviteUserPayload,
  inviteUserSchema,
} from '@domain/users';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { OneTimeLink } from './one-time-link';
import { ROLE_HINT } from './role-options';
import { useGrantableRoles } from './use-grantable-roles';
import { useInviteUser } from './use-invite-user';

interface Values {
  email: string;
  role: DistrictRole;
  department: string;
  firstName: string;
  lastName: string;
}
const EMPTY: Values = { email: '', role: 'technician', department: '', firstName: '', lastName: '' };

/** Empty optional fields are left out (the server names the person after their address). */
function toPayload(v: Values): InviteUserPayload {
  const payload: InviteUserPayload = { email: v.email, role: v.role };
  if (v.department.trim()) payload.department = v.department;
  if (v.firstName.trim()) payload.firstName = v.firstName;
  if (v.lastName.trim()) payload.lastName = v.lastName;
  return payload;
}

/**
 * Invite User: email, role, department (and a name if known). The server mails the one-time
 * link; the dialog then shows it too, with a copy button, for passing on by hand.
 */
export function InviteUserDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => <InviteFlow districtId={districtId} done={done} />}
    </FormDialog>
  );
}

/** The form, then the link it produced ("Invite another" starts again). */
function InviteFlow({ districtId, done }: { districtId: string; done: () => void }) {
  const invite = useInviteUser(districtId);
  const [answer, setAnswer] = useState<InvitationAnswer | null>(null);
  const [round, setRound] = useState(0);
  const roles = useGrantableRoles();
  const { t } = useTranslation('users');

  if (answer?.attached) return <Attached answer={answer} done={done} />;
  if (answer) {
    return (
      <>
        <DialogHeader title={t('invite.sent.title')} description={t('invite.sent.description')} />
        <DialogBody className="flex flex-col gap-4">
          <p
            role="status"
            className="flex items-center gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3 text-sm text-tone-green-fg"
          >
            <MailCheck aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {t('invite.sent.mailedTo')} <strong className="font-semibold">{answer.invitation.email}</strong>
            </span>
          </p>
          <OneTimeLink
            label={t('invite.sent.link')}
            url={answer.inviteUrl}
            note={t('invite.sent.note', { until: formatDateTime(answer.invitation.expiresAt) })}
          />
        </DialogBody>
        <DialogFooter>
          <Button
            variant="secondary"
            onClick={() => {
              setAnswer(null);
              setRound((r) => r + 1);
            }}
          >
            {t('invite.sent.another')}
          </Button>
          <Button onClick={done}>{t('invite.sent.done')}</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <Form
      key={round}
      id="invite-user"
      schema={inviteUserSchema}
      defaultValues={EMPTY}
      toPayload={toPayload}
      onSubmit={async (payload) => setAnswer(await invite.mutateAsync(payload))}
    >
      <DialogHeader title={t('invite.form.title')} description={t('invite.form.description')} />
      <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField name="email" label={t('invite.form.email')} required className="sm:col-span-2">
          <Input
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={t('invite.form.emailPlaceholder')}
          />
        </FormField>
        <FormField
          name="role"
          label={t('invite.form.role')}
          required
          hint={ROLE_HINT}
          className="sm:col-span-2"
        >
          <Select options={roles} />
        </FormField>
        <FormField name="department" label={t('invite.form.department')} optional className="sm:col-span-2">
          <Input maxLength={100} placeholder={t('invite.form.departmentPlaceholder')} />
        </FormField>
        <FormField name="firstName" label={t('invite.form.firstName')} optional>
          <Input maxLength={100} autoComplete="off" />
        </FormField>
        <FormField name="lastName" label={t('invite.form.lastName')} optional>
          <Input maxLength={100} autoComplete="off" />
        </FormField>
      </DialogBody>
      <FormDialogActions submit={t('invite.form.submit')} onCancel={done} />
    </Form>
  );
}

/** The address was an account waiting for access: it joined the district at once, with its own password. */
function Attached({ answer, done }: { answer: InvitationAnswer; done: () => void }) {
  const { t } = useTranslation('users');
  return (
    <>
      <DialogHeader title={t('invite.attached.title')} description={t('invite.attached.description')} />
      <DialogBody>
        <p
          role="status"
          className="flex items-center gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3 text-sm text-tone-green-fg"
        >
          <MailCheck aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <strong className="font-semibold">{answer.invitation.email}</strong> {t('invite.attached.body')}
          </span>
        </p>
      </DialogBody>
      <DialogFooter>
        <Button onClick={done}>{t('invite.attached.done')}</Button>
      </DialogFooter>
    </>
  );
}
