import {
  WARRANTY_ADAPTER_LABELS,
  type WarrantyLookup,
  type WarrantyLookupInput,
  warrantyLookupInputSchema,
} from '@domain/warranty';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { Switch } from '@/ui/switch';
import { useSaveWarrantyLookup } from './use-erate';

interface Values {
  enabled: boolean;
  credentials: { clientId: string; clientSecret: string };
}

/** New credentials only when typed: left blank, the saved ones stay (they are never shown). */
function toPayload(v: Values): WarrantyLookupInput {
  const c = v.credentials;
  const typed = c.clientId.trim() !== '' || c.clientSecret.trim() !== '';
  return { adapter: 'dell', enabled: v.enabled, ...(typed ? { credentials: c } : {}) };
}

/** Set up the warranty look-up: Dell's TechDirect API key and secret, sealed on the server. */
export function WarrantySettingsDialog({
  districtId,
  lookup,
  open,
  onOpenChange,
}: {
  districtId: string;
  lookup: WarrantyLookup | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveWarrantyLookup(districtId);
  const saved = !!lookup?.credentialsSaved;
  const { t } = useTranslation('erate');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="warranty-lookup"
          schema={warrantyLookupInputSchema}
          defaultValues={{
            enabled: lookup?.configured ? lookup.enabled : true,
            credentials: { clientId: '', clientSecret: '' },
          }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync(payload);
            done();
          }}
        >
          <DialogHeader
            title={t('warrantySettings.title')}
            description={t('warrantySettings.description', { adapter: WARRANTY_ADAPTER_LABELS.dell })}
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="enabled" label={t('warrantySettings.enabled')}>
              <Switch />
            </FormField>
            <FormField
              name="credentials.clientId"
              label={t('warrantySettings.clientId')}
              hint={saved ? t('warrantySettings.saved') : t('warrantySettings.clientIdHint')}
            >
              <Input autoComplete="off" />
            </FormField>
            <FormField
              name="credentials.clientSecret"
              label={t('warrantySettings.clientSecret')}
              hint={saved ? t('warrantySettings.saved') : undefined}
            >
              <PasswordInput autoComplete="new-password" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('warrantySettings.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
