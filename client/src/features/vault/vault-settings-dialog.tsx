import { vaultApi } from '@domain/api/vault';
import { VAULT_MESSAGES, type VaultSettings, vaultSettingsSchema } from '@domain/vault';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { vaultKeys } from './vault-keys';

interface Values {
  requireRevealReason: boolean;
  defaultExpiryDays: string;
  techniciansExport: boolean;
}

const toPayload = (v: Values): VaultSettings => ({
  requireRevealReason: v.requireRevealReason,
  defaultExpiryDays: v.defaultExpiryDays.trim() === '' ? null : Number(v.defaultExpiryDays),
  exportRoles: v.techniciansExport ? ['technician'] : [],
});

/** Vault Settings (district administrators): a reason to reveal, the default expiry, who may export. */
export function VaultSettingsDialog({
  districtId,
  settings,
  open,
  onOpenChange,
}: {
  districtId: string;
  settings: VaultSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('vault');
  const save = useApiMutation(vaultApi.saveSettings, {
    input: (body: VaultSettings) => ({ body: { ...body, districtId } }),
    failure: VAULT_MESSAGES.settingsFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(vaultKeys.settings(districtId), saved);
      toast({ ...VAULT_MESSAGES.settingsSaved, variant: 'success' });
    },
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="vault-settings"
          schema={vaultSettingsSchema}
          defaultValues={{
            requireRevealReason: settings.requireRevealReason,
            defaultExpiryDays: settings.defaultExpiryDays === null ? '' : String(settings.defaultExpiryDays),
            techniciansExport: settings.exportRoles.includes('technician'),
          }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync(payload);
            done();
          }}
        >
          <DialogHeader title={t('settings.title')} description={t('settings.description')} />
          <DialogBody className="flex flex-col gap-4">
            <Toggle name="requireRevealReason" label={t('settings.reason')} hint={t('settings.reasonHint')} />
            <FormField
              name="defaultExpiryDays"
              label={t('settings.expiry')}
              optional
              hint={t('settings.expiryHint')}
            >
              <Input type="number" inputMode="numeric" min={1} step={1} className="sm:w-40" />
            </FormField>
            <Toggle
              name="techniciansExport"
              label={t('settings.technicians')}
              hint={t('settings.techniciansHint')}
            />
          </DialogBody>
          <FormDialogActions submit={t('settings.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}

function Toggle({
  name,
  label,
  hint,
}: {
  name: 'requireRevealReason' | 'techniciansExport';
  label: string;
  hint: string;
}) {
  const { register } = useFormContext<Values>();
  const id = `vault-settings-${name}`;
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 cursor-pointer accent-brand"
        {...register(name)}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-subtle-fg">
          {hint}
        </p>
      </div>
    </div>
  );
}
