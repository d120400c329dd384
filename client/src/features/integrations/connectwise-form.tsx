import {
  type ConnectwiseOptions,
  type IntegrationSettings,
  type SaveConnectwisePayload,
  saveConnectwiseSchema,
} from '@domain/integration-settings';
import { PRIORITIES, PRIORITY_LABELS } from '@domain/priorities';
import { TICKET_STATUS_LABELS, TICKET_STATUSES } from '@domain/tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { CheckboxField, CredentialsCard, FormCard, MappingTable } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

const EMPTY = { siteUrl: '', companyId: '', publicKey: '', privateKey: '', clientId: '' };

type Values = {
  enabled: boolean;
  credentials: typeof EMPTY;
  options: Omit<ConnectwiseOptions, 'syncMinutes'> & { syncMinutes: string };
};

/** ConnectWise Manage: credentials, service board and company, status and priority tables, callbacks. */
export function ConnectwiseForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('connectwise');
  const { t } = useTranslation('integrations');
  const fields = [
    {
      name: 'siteUrl',
      label: t('connectwise.fields.siteUrl.label'),
      hint: t('connectwise.fields.siteUrl.hint'),
      placeholder: t('connectwise.fields.siteUrl.placeholder'),
    },
    { name: 'companyId', label: t('connectwise.fields.companyId') },
    { name: 'clientId', label: t('connectwise.fields.clientId') },
    { name: 'publicKey', label: t('connectwise.fields.publicKey') },
    { name: 'privateKey', label: t('connectwise.fields.privateKey'), secret: true },
  ];
  const [replacing, setReplacing] = useState(false);
  const options = settings.options as ConnectwiseOptions;
  const values: Values = {
    enabled: settings.enabled,
    credentials: EMPTY,
    options: { ...options, syncMinutes: String(options.syncMinutes) },
  };
  const sendCredentials = !settings.credentialsSaved || replacing;
  return (
    <Form
      id="connectwise"
      schema={saveConnectwiseSchema}
      defaultValues={values}
      toPayload={(v): SaveConnectwisePayload => ({
        districtId: settings.districtId,
        enabled: v.enabled,
        ...(sendCredentials ? { credentials: v.credentials } : {}),
        options: { ...v.options, syncMinutes: Number(v.options.syncMinutes) },
      })}
      onSubmit={(payload) => save.mutateAsync(payload).then(() => setReplacing(false))}
      className="gap-6"
    >
      <CredentialsCard
        saved={settings.credentialsSaved}
        replacing={replacing}
        onReplace={setReplacing}
        fields={fields}
        description={t('connectwise.credentials')}
      />
      <FormCard title={t('connectwise.sync.title')} description={t('connectwise.sync.description')}>
        <CheckboxField name="enabled" label={t('form.enabled')} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField name="options.board" label={t('connectwise.board')}>
            <Input />
          </FormField>
          <FormField
            name="options.company"
            label={t('connectwise.company.label')}
            hint={t('connectwise.company.hint')}
          >
            <Input />
          </FormField>
          <FormField name="options.syncMinutes" label={t('form.syncMinutes')}>
            <Input type="number" inputMode="numeric" min={5} max={1440} />
          </FormField>
        </div>
        <CheckboxField
          name="options.callbacks"
          label={t('connectwise.callbacks.label')}
          hint={
            settings.callbackUrl
              ? t('connectwise.callbacks.hintUrl', { url: settings.callbackUrl })
              : t('connectwise.callbacks.hint')
          }
        />
      </FormCard>
      <FormCard title={t('connectwise.mappings.title')} description={t('connectwise.mappings.description')}>
        <MappingTable
          name="options.statusMap"
          caption={t('connectwise.mappings.status')}
          keys={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
        />
        <MappingTable
          name="options.priorityMap"
          caption={t('connectwise.mappings.priority')}
          keys={PRIORITIES}
          labels={PRIORITY_LABELS}
        />
      </FormCard>
      <div className="flex justify-end">
        <FormSubmit>{t('connectwise.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
