import { vaultApi } from '@domain/api/vault';
import { VAULT_MESSAGES, type VaultSettings, vaultSettingsSchema } from '@domain/vault';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
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
          <DialogHeader
            title="Vault Settings"
            description="These apply to everyone of the district at once."
          />
          <DialogBody className="flex flex-col gap-4">
            <Toggle
              name="requireRevealReason"
              label="Require a reason to reveal a secret"
              hint="The reason is kept in the entry's access log."
            />
            <FormField
              name="defaultExpiryDays"
              label="Default expiry (days)"
              optional
              hint="New passwords without an expiry date expire after this many days. Empty: never."
            >
              <Input type="number" inputMode="numeric" min={1} step={1} className="sm:w-40" />
            </FormField>
            <Toggle
              name="techniciansExport"
              label="Technicians may export the vault"
              hint="District administrators always may; viewers never see secrets."
            />
          </DialogBody>
          <FormDialogActions submit="Save Settings" onCancel={done} />
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
