import {
  API_TOKEN_EXPIRY_DAYS,
  type CreateApiToken,
  type CreatedApiToken,
  createApiTokenSchema,
  tokenRolesFor,
} from '@domain/api-tokens';
import { ROLE_LABELS, type Role } from '@domain/roles';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDistricts } from '@/features/districts';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { SecretShownOnce } from '@/ui/secret-shown-once';
import { Select } from '@/ui/select';
import { useCreateApiToken } from './use-create-api-token';

interface Values {
  name: string;
  role: Role;
  /** A district's id, or `all` (Five Star only). */
  districtId: string;
  readOnly: boolean;
  /** Days, or `never`. */
  expiresInDays: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account's own role and the district it works in (a Five Star view's, or null for all). */
  accountRole: Role;
  districtId: string | null;
}

/**
 * Create API token: name, role (at most the user's own), district (Five Star: one or every
 * district), read-only and expiry; then the token, shown this once (see docs/product.md#account).
 */
export function CreateTokenDialog({ open, onOpenChange, accountRole, districtId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        {open && (
          <CreateSteps accountRole={accountRole} districtId={districtId} done={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateSteps({
  accountRole,
  districtId,
  done,
}: Pick<Props, 'accountRole' | 'districtId'> & { done: () => void }) {
  const create = useCreateApiToken();
  const { t } = useTranslation('apiTokens');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const fiveStar = accountRole === 'provider_admin';
  const districts = useDistricts(fiveStar);
  const roles = tokenRolesFor(accountRole);
  if (created)
    return (
      <SecretShownOnce
        title={t('create.created.title')}
        description={t('create.created.description', { name: created.apiToken.name })}
        label={t('create.created.label')}
        value={created.token}
        done={done}
      />
    );

  const expiryOptions = [
    ...API_TOKEN_EXPIRY_DAYS.map((d) => ({
      value: String(d),
      label: d === 365 ? t('create.expiry.year') : t('create.expiry.days', { days: d }),
    })),
    { value: 'never', label: t('create.expiry.never') },
  ];
  const districtOptions = [
    { value: 'all', label: t('create.everyDistrict') },
    ...(districts.data ?? []).map((d) => ({ value: d.id, label: d.name })),
  ];
  const toPayload = (v: Values): CreateApiToken => ({
    name: v.name.trim(),
    role: v.role,
    ...(fiveStar ? { districtId: v.districtId === 'all' ? null : v.districtId } : {}),
    readOnly: v.readOnly,
    expiresInDays: v.expiresInDays === 'never' ? null : Number(v.expiresInDays),
  });
  return (
    <Form
      id="api-token"
      schema={createApiTokenSchema}
      defaultValues={{
        name: '',
        role: 'viewer',
        districtId: districtId ?? 'all',
        readOnly: false,
        expiresInDays: '90',
      }}
      toPayload={toPayload}
      onSubmit={async (payload) => setCreated(await create.mutateAsync(payload))}
    >
      <DialogHeader title={t('create.title')} description={t('create.description')} />
      <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField name="name" label={t('create.name.label')} required className="sm:col-span-2">
          <Input maxLength={100} placeholder={t('create.name.placeholder')} autoComplete="off" />
        </FormField>
        <FormField name="role" label={t('create.role.label')} hint={t('create.role.hint')}>
          <Select options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </FormField>
        <FormField name="expiresInDays" label={t('create.expiresInDays')}>
          <Select options={expiryOptions} />
        </FormField>
        {fiveStar && (
          <FormField
            name="districtId"
            label={t('create.district.label')}
            hint={t('create.district.hint')}
            className="sm:col-span-2"
          >
            <Select options={districtOptions} />
          </FormField>
        )}
        <ReadOnlyCheckbox />
      </DialogBody>
      <FormDialogActions submit={t('create.submit')} onCancel={done} />
    </Form>
  );
}

function ReadOnlyCheckbox() {
  const { register } = useFormContext<Values>();
  const { t } = useTranslation('apiTokens');
  return (
    <div className="flex items-start gap-2 sm:col-span-2">
      <input
        id="api-token-readOnly"
        type="checkbox"
        className="mt-0.5 size-4 cursor-pointer accent-brand"
        aria-describedby="api-token-readOnly-hint"
        {...register('readOnly')}
      />
      <div className="text-sm">
        <label htmlFor="api-token-readOnly" className="cursor-pointer font-medium text-fg">
          {t('create.readOnly.label')}
        </label>
        <p id="api-token-readOnly-hint" className="text-[13px] text-muted-fg">
          {t('create.readOnly.hint')}
        </p>
      </div>
    </div>
  );
}
