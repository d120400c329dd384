import {
  type ConnectwiseOptions,
  type IntegrationSettings,
  type SaveConnectwisePayload,
  saveConnectwiseSchema,
} from '@domain/integration-settings';
import { PRIORITIES, PRIORITY_LABELS } from '@domain/priorities';
import { TICKET_STATUS_LABELS, TICKET_STATUSES } from '@domain/tickets';
import { useState } from 'react';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { CheckboxField, CredentialsCard, FormCard, MappingTable } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

const FIELDS = [
  {
    name: 'siteUrl',
    label: 'Site URL',
    hint: 'The REST base up to and including /apis/3.0',
    placeholder: 'https://api-na.myconnectwise.net/v4_6_release/apis/3.0',
  },
  { name: 'companyId', label: 'Company id' },
  { name: 'clientId', label: 'Client id' },
  { name: 'publicKey', label: 'Public key' },
  { name: 'privateKey', label: 'Private key', secret: true },
];
const EMPTY = { siteUrl: '', companyId: '', publicKey: '', privateKey: '', clientId: '' };

type Values = {
  enabled: boolean;
  credentials: typeof EMPTY;
  options: Omit<ConnectwiseOptions, 'syncMinutes'> & { syncMinutes: string };
};

/** ConnectWise Manage: credentials, service board and company, status and priority tables, callbacks. */
export function ConnectwiseForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('connectwise');
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
        fields={FIELDS}
        description="An API member's keys (Basic auth company+public:private) and your integration's clientId."
      />
      <FormCard title="Sync" description="Where tickets go in ConnectWise, and how often the portal syncs.">
        <CheckboxField name="enabled" label="Enabled" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField name="options.board" label="Service board">
            <Input />
          </FormField>
          <FormField name="options.company" label="Company identifier" hint="The district in ConnectWise">
            <Input />
          </FormField>
          <FormField name="options.syncMinutes" label="Sync every (minutes)">
            <Input type="number" inputMode="numeric" min={5} max={1440} />
          </FormField>
        </div>
        <CheckboxField
          name="options.callbacks"
          label="Accept ConnectWise callbacks"
          hint={
            settings.callbackUrl
              ? `Callback URL: ${settings.callbackUrl} (each call must be signed)`
              : 'A callback URL appears here once saved; unsigned calls are refused.'
          }
        />
      </FormCard>
      <FormCard title="Mappings" description="The name ConnectWise uses for each portal status and priority.">
        <MappingTable
          name="options.statusMap"
          caption="Portal status → ConnectWise status"
          keys={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
        />
        <MappingTable
          name="options.priorityMap"
          caption="Portal priority → ConnectWise priority"
          keys={PRIORITIES}
          labels={PRIORITY_LABELS}
        />
      </FormCard>
      <div className="flex justify-end">
        <FormSubmit>Save ConnectWise settings</FormSubmit>
      </div>
    </Form>
  );
}
