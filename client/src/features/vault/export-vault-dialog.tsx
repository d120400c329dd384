import { vaultApi } from '@domain/api/vault';
import { exportVaultSchema, VAULT_MESSAGES, vaultExportFileName } from '@domain/vault';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/download';
import { useApiMutation } from '@/lib/use-api-mutation';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toast';

/** Export Vault: the user's password again, then Bitwarden's CSV of what they see (audited). */
export function ExportVaultDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const exporter = useApiMutation(vaultApi.export, {
    input: (password: string) => ({ body: { districtId, password } }),
    failure: VAULT_MESSAGES.exportFailed,
    // A CSV answer: its text.
    onSuccess: (csv) => {
      saveFile(csv as string, vaultExportFileName(new Date().toISOString().slice(0, 10)));
      toast({ ...VAULT_MESSAGES.exported, variant: 'success' });
    },
  });
  const { t } = useTranslation('vault');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="vault-export"
          schema={exportVaultSchema}
          defaultValues={{ password: '' }}
          onSubmit={async ({ password }) => {
            await exporter.mutateAsync(password);
            done();
          }}
        >
          <DialogHeader title={t('export.title')} description={t('export.description')} />
          <DialogBody>
            <FormField name="password" label={t('export.password')} required hint={t('export.passwordHint')}>
              <PasswordInput autoFocus autoComplete="current-password" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('export.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
