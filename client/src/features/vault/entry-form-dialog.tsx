import {
  createVaultEntrySchema,
  updateVaultEntrySchema,
  VAULT_ACCESS_LABELS,
  VAULT_ACCESS_LEVELS,
  VAULT_CATEGORIES,
  VAULT_DEPARTMENTS,
  VAULT_LIMITS,
  type VaultAccessLevel,
  type VaultEntry,
} from '@domain/vault';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { PasswordGenerator } from './password-generator';
import { StrengthMeter } from './strength-meter';
import { type EntryPayload, useSaveEntry } from './use-save-entry';

interface Values {
  title: string;
  username: string;
  password: string;
  url: string;
  category: string;
  department: string;
  accessLevel: VaultAccessLevel;
  sharedWith: string;
  expiryDate: string;
  twoFactorBackup: string;
  notes: string;
  clearTwoFactor: boolean;
  clearNotes: boolean;
}

const valuesOf = (e: VaultEntry | null, canAdmin: boolean): Values => ({
  title: e?.title ?? '',
  username: e?.username ?? '',
  password: '',
  url: e?.url ?? '',
  category: e?.category ?? VAULT_CATEGORIES[0],
  department: e?.department ?? VAULT_DEPARTMENTS[0],
  accessLevel: e?.accessLevel ?? (canAdmin ? 'admin' : 'department'),
  sharedWith: e?.sharedWith.join(', ') ?? '',
  expiryDate: e?.expiryDate ?? '',
  twoFactorBackup: '',
  notes: '',
  clearTwoFactor: false,
  clearNotes: false,
});

/** An edit keeps a secret left empty; a new entry sends what was typed. */
function toPayload(v: Values, editing: boolean): EntryPayload {
  const secret = (value: string, clear: boolean) =>
    clear ? null : editing && value === '' ? undefined : value;
  return {
    title: v.title,
    username: v.username,
    password: editing && v.password === '' ? undefined : v.password,
    url: v.url,
    category: v.category as EntryPayload['category'],
    department: v.department as EntryPayload['department'],
    accessLevel: v.accessLevel,
    sharedWith: v.sharedWith
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    expiryDate: v.expiryDate || null,
    twoFactorBackup: secret(v.twoFactorBackup, v.clearTwoFactor),
    notes: secret(v.notes, v.clearNotes),
  };
}

const CATEGORY_OPTIONS = VAULT_CATEGORIES.map((c) => ({ value: c, label: c }));
const DEPARTMENT_OPTIONS = VAULT_DEPARTMENTS.map((d) => ({ value: d, label: d }));
const ACCESS_OPTIONS = optionsOf(VAULT_ACCESS_LEVELS, VAULT_ACCESS_LABELS);

interface EntryFormDialogProps {
  districtId: string;
  open: boolean;
  /** null adds an entry; an entry edits it (its secrets stay unless replaced). */
  entry: VaultEntry | null;
  /** District administrators may choose Admin Only. */
  canAdmin: boolean;
  /** The district's default expiry, said in the hint. */
  defaultExpiryDays: number | null;
  onOpenChange: (open: boolean) => void;
}

/** Add Password and Edit (see docs/product.md#password-vault). */
export function EntryFormDialog({ open, onOpenChange, ...props }: EntryFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => <EntryForm {...props} done={done} />}
    </FormDialog>
  );
}

function EntryForm({
  districtId,
  entry,
  canAdmin,
  defaultExpiryDays,
  done,
}: Omit<EntryFormDialogProps, 'open' | 'onOpenChange'> & { done: () => void }) {
  const save = useSaveEntry(districtId);
  const { t } = useTranslation('vault');
  const editing = entry !== null;
  const [generator, setGenerator] = useState(false);
  const accessOptions = canAdmin ? ACCESS_OPTIONS : ACCESS_OPTIONS.filter((o) => o.value !== 'admin');
  return (
    <Form
      id="vault-entry"
      schema={editing ? updateVaultEntrySchema : createVaultEntrySchema}
      defaultValues={valuesOf(entry, canAdmin)}
      toPayload={(v: Values) => toPayload(v, editing)}
      onSubmit={async (fields) => {
        await save.mutateAsync({ id: entry?.id ?? null, fields: fields as EntryPayload });
        done();
      }}
    >
      {(form) => (
        <>
          <DialogHeader
            title={entry ? t('entry.editTitle', { title: entry.title }) : t('entry.addTitle')}
            description={entry ? t('entry.editDescription') : t('entry.addDescription')}
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="title" label={t('entry.system')} required>
              <Input autoFocus maxLength={VAULT_LIMITS.title} placeholder={t('entry.systemPlaceholder')} />
            </FormField>
            <FormField name="username" label={t('entry.username')} optional>
              <Input maxLength={VAULT_LIMITS.username} autoComplete="off" />
            </FormField>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <FormField
                name="password"
                label={t('entry.password')}
                required={!editing}
                hint={editing ? t('entry.passwordHint') : undefined}
              >
                <PasswordInput maxLength={VAULT_LIMITS.password} autoComplete="new-password" />
              </FormField>
              <StrengthMeter id="vault-entry-strength" password={form.watch('password')} />
              <div>
                <Button
                  variant="link"
                  size="sm"
                  aria-expanded={generator}
                  onClick={() => setGenerator((g) => !g)}
                >
                  <Wand2 /> {generator ? t('entry.hideGenerator') : t('entry.showGenerator')}
                </Button>
              </div>
              {generator && (
                <PasswordGenerator
                  onGenerate={(p) =>
                    form.setValue('password', p, { shouldDirty: true, shouldValidate: true })
                  }
                />
              )}
            </div>
            <FormField name="url" label={t('entry.link')} optional className="sm:col-span-2">
              <Input type="url" maxLength={VAULT_LIMITS.url} placeholder={t('entry.linkPlaceholder')} />
            </FormField>
            <FormField name="category" label={t('entry.category')}>
              <Select options={CATEGORY_OPTIONS} />
            </FormField>
            <FormField name="department" label={t('entry.department')}>
              <Select options={DEPARTMENT_OPTIONS} />
            </FormField>
            <FormField name="accessLevel" label={t('entry.accessLevel')} hint={t('entry.accessLevelHint')}>
              <Select options={accessOptions} />
            </FormField>
            <FormField
              name="expiryDate"
              label={t('entry.expires')}
              optional
              hint={
                !editing && defaultExpiryDays
                  ? t('entry.expiresHint', { days: defaultExpiryDays })
                  : undefined
              }
            >
              <Input type="date" />
            </FormField>
            <FormField
              name="sharedWith"
              label={t('entry.sharedWith')}
              optional
              hint={t('entry.sharedWithHint')}
              className="sm:col-span-2"
            >
              <Input placeholder={t('entry.sharedWithPlaceholder')} />
            </FormField>
            <SecretArea
              name="twoFactorBackup"
              label={t('entry.twoFactor')}
              clearLabel={t('entry.twoFactorClear')}
              existing={entry?.hasTwoFactorBackup ?? false}
              editing={editing}
              max={VAULT_LIMITS.twoFactorBackup}
            />
            <SecretArea
              name="notes"
              label={t('entry.notes')}
              clearLabel={t('entry.notesClear')}
              existing={entry?.hasNotes ?? false}
              editing={editing}
              max={VAULT_LIMITS.notes}
            />
          </DialogBody>
          <FormDialogActions submit={entry ? t('entry.save') : t('entry.add')} onCancel={done} />
        </>
      )}
    </Form>
  );
}

/** A secret text (encrypted like the password); on an edit, empty keeps it and a box removes it. */
function SecretArea({
  name,
  label,
  clearLabel,
  existing,
  editing,
  max,
}: {
  name: 'twoFactorBackup' | 'notes';
  label: string;
  clearLabel: string;
  existing: boolean;
  editing: boolean;
  max: number;
}) {
  const clearName = name === 'notes' ? 'clearNotes' : 'clearTwoFactor';
  const { t } = useTranslation('vault');
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <FormField
        name={name}
        label={label}
        optional
        hint={editing && existing ? t('entry.secretKeep') : t('entry.secretNew')}
      >
        <Textarea rows={2} maxLength={max} autoComplete="off" />
      </FormField>
      {editing && existing && <ClearBox name={clearName} label={clearLabel} />}
    </div>
  );
}

function ClearBox({ name, label }: { name: 'clearNotes' | 'clearTwoFactor'; label: string }) {
  const id = `vault-entry-${name}`;
  return (
    <div className="flex items-center gap-2">
      <FormCheckbox id={id} name={name} />
      <label htmlFor={id} className="cursor-pointer text-sm text-fg">
        {label}
      </label>
    </div>
  );
}

function FormCheckbox({ id, name }: { id: string; name: 'clearNotes' | 'clearTwoFactor' }) {
  const { register } = useFormContext<Values>();
  return <input id={id} type="checkbox" className="size-4 cursor-pointer accent-brand" {...register(name)} />;
}
