import {
  INCIDENTIQ_FACETS,
  type IncidentiqOptions,
  type IntegrationSettings,
  type SaveIncidentiqPayload,
  saveIncidentiqSchema,
} from '@domain/integration-settings';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@domain/tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { CheckboxField, CredentialsCard, FormCard, MappingTable } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

const EMPTY = { instanceUrl: '', siteId: '', apiToken: '' };

type Values = {
  enabled: boolean;
  credentials: typeof EMPTY;
  options: { facets: string; categoryMap: IncidentiqOptions['categoryMap']; syncMinutes: string };
};

/** "location=abc" per line -> facet filters (a line without "=" is sent as typed, and refused with its reason). */
const facetsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [facet, ...rest] = l.split('=');
      const name = facet!.trim().toLowerCase() as (typeof INCIDENTIQ_FACETS)[number];
      return { facet: name, id: rest.join('=').trim() };
    });

/** IncidentIQ: credentials, the facets that select tickets to import, the category table. */
export function IncidentiqForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('incidentiq');
  const { t } = useTranslation('integrations');
  const fields = [
    {
      name: 'instanceUrl',
      label: t('incidentiq.fields.instanceUrl.label'),
      placeholder: t('incidentiq.fields.instanceUrl.placeholder'),
      hint: t('incidentiq.fields.instanceUrl.hint'),
    },
    { name: 'siteId', label: t('incidentiq.fields.siteId') },
    { name: 'apiToken', label: t('incidentiq.fields.apiToken'), secret: true },
  ];
  const [replacing, setReplacing] = useState(false);
  const options = settings.options as IncidentiqOptions;
  const values: Values = {
    enabled: settings.enabled,
    credentials: EMPTY,
    options: {
      facets: options.facets.map((f) => `${f.facet}=${f.id}`).join('\n'),
      categoryMap: options.categoryMap,
      syncMinutes: String(options.syncMinutes),
    },
  };
  const sendCredentials = !settings.credentialsSaved || replacing;
  return (
    <Form
      id="incidentiq"
      schema={saveIncidentiqSchema}
      defaultValues={values}
      toPayload={(v): SaveIncidentiqPayload => ({
        districtId: settings.districtId,
        enabled: v.enabled,
        ...(sendCredentials ? { credentials: v.credentials } : {}),
        options: {
          facets: facetsOf(v.options.facets),
          categoryMap: v.options.categoryMap,
          syncMinutes: Number(v.options.syncMinutes),
        },
      })}
      onSubmit={(payload) => save.mutateAsync(payload).then(() => setReplacing(false))}
      className="gap-6"
    >
      <CredentialsCard
        saved={settings.credentialsSaved}
        replacing={replacing}
        onReplace={setReplacing}
        fields={fields}
        description={t('incidentiq.credentials')}
      />
      <FormCard title={t('incidentiq.sync.title')} description={t('incidentiq.sync.description')}>
        <CheckboxField name="enabled" label={t('form.enabled')} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField
            name="options.facets"
            label={t('incidentiq.facets.label')}
            hint={t('incidentiq.facets.hint', { facets: INCIDENTIQ_FACETS.join(', ') })}
          >
            <Textarea rows={3} />
          </FormField>
          <FormField name="options.syncMinutes" label={t('form.syncMinutes')}>
            <Input type="number" inputMode="numeric" min={5} max={1440} />
          </FormField>
        </div>
      </FormCard>
      <FormCard title={t('incidentiq.categories.title')} description={t('incidentiq.categories.description')}>
        <MappingTable
          name="options.categoryMap"
          caption={t('incidentiq.categories.caption')}
          keys={TICKET_CATEGORIES}
          labels={TICKET_CATEGORY_LABELS}
        />
      </FormCard>
      <div className="flex justify-end">
        <FormSubmit>{t('incidentiq.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
