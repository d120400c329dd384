import {
  GOOGLE_SCHEDULE_LABELS,
  GOOGLE_SCHEDULES,
  type GoogleOptions,
  type SaveGooglePayload,
  saveGoogleSchema,
} from '@domain/google-workspace';
import type { IntegrationSettings } from '@domain/integration-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CheckboxField, FormCard } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

const EMPTY = { serviceAccountKey: '', adminEmail: '', customerId: 'my_customer' };
const SCHEDULE_OPTIONS = optionsOf(GOOGLE_SCHEDULES, GOOGLE_SCHEDULE_LABELS);

type Values = {
  enabled: boolean;
  credentials: typeof EMPTY;
  options: {
    apiRoot: string;
    schedule: GoogleOptions['schedule'];
    writeBack: boolean;
    approveAbovePercent: string;
    category: string;
    googleUserEmails: boolean;
    createStaffFromGoogle: boolean;
    staffOrgUnit: string;
  };
};

/**
 * Google Workspace (see docs/product.md#google-workspace): the service account's JSON key, the
 * administrator it acts as and the customer; when it syncs, the share that needs approval, and
 * whether the console's annotated fields follow the portal.
 */
export function GoogleForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('google');
  const { t } = useTranslation('integrations');
  const [replacing, setReplacing] = useState(false);
  const options = settings.options as GoogleOptions;
  const values: Values = {
    enabled: settings.enabled,
    credentials: EMPTY,
    options: {
      apiRoot: options.apiRoot,
      schedule: options.schedule,
      writeBack: options.writeBack,
      approveAbovePercent: String(options.approveAbovePercent),
      category: options.category,
      googleUserEmails: options.googleUserEmails,
      createStaffFromGoogle: options.createStaffFromGoogle,
      staffOrgUnit: options.staffOrgUnit,
    },
  };
  const sendCredentials = !settings.credentialsSaved || replacing;
  return (
    <Form
      id="google"
      schema={saveGoogleSchema}
      defaultValues={values}
      toPayload={(v): SaveGooglePayload => ({
        districtId: settings.districtId,
        enabled: v.enabled,
        ...(sendCredentials ? { credentials: v.credentials } : {}),
        options: {
          ...options,
          apiRoot: v.options.apiRoot,
          schedule: v.options.schedule,
          writeBack: v.options.writeBack,
          approveAbovePercent: Number(v.options.approveAbovePercent),
          category: v.options.category,
          googleUserEmails: v.options.googleUserEmails,
          createStaffFromGoogle: v.options.createStaffFromGoogle,
          staffOrgUnit: v.options.staffOrgUnit,
        },
      })}
      onSubmit={(payload) => save.mutateAsync(payload).then(() => setReplacing(false))}
      className="gap-6"
    >
      <FormCard title={t('credentials.title')} description={t('google.credentials')}>
        {settings.credentialsSaved && !replacing ? (
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone="green" dot>
              {t('credentials.saved')}
            </Badge>
            <span className="text-sm text-muted-fg">{t('credentials.stored')}</span>
            <Button variant="secondary" size="sm" onClick={() => setReplacing(true)}>
              {t('credentials.replace')}
            </Button>
          </div>
        ) : (
          <>
            <FormField
              name="credentials.serviceAccountKey"
              label={t('google.serviceAccountKey.label')}
              hint={t('google.serviceAccountKey.hint')}
              required
            >
              <Textarea rows={5} autoComplete="off" spellCheck={false} className="font-mono text-xs" />
            </FormField>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <FormField name="credentials.adminEmail" label={t('google.adminEmail.label')} required>
                <Input type="email" autoComplete="off" placeholder={t('google.adminEmail.placeholder')} />
              </FormField>
              <FormField
                name="credentials.customerId"
                label={t('google.customerId.label')}
                hint={t('google.customerId.hint')}
              >
                <Input autoComplete="off" />
              </FormField>
            </div>
            {settings.credentialsSaved && (
              <div>
                <Button variant="ghost" size="sm" onClick={() => setReplacing(false)}>
                  {t('credentials.keep')}
                </Button>
              </div>
            )}
          </>
        )}
      </FormCard>
      <FormCard title={t('google.sync.title')} description={t('google.sync.description')}>
        <CheckboxField name="enabled" label={t('form.enabled')} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField name="options.schedule" label={t('google.schedule')}>
            <Select options={SCHEDULE_OPTIONS} />
          </FormField>
          <FormField
            name="options.approveAbovePercent"
            label={t('google.approveAbovePercent.label')}
            hint={t('google.approveAbovePercent.hint')}
          >
            <Input type="number" inputMode="numeric" min={0} max={100} />
          </FormField>
          <FormField name="options.category" label={t('google.category')}>
            <Input />
          </FormField>
        </div>
        <CheckboxField
          name="options.writeBack"
          label={t('google.writeBack.label')}
          hint={t('google.writeBack.hint')}
        />
        <FormField name="options.apiRoot" label={t('google.apiRoot.label')} hint={t('google.apiRoot.hint')}>
          <Input type="url" />
        </FormField>
      </FormCard>
      <FormCard title={t('google.people.title')} description={t('google.people.description')}>
        <CheckboxField
          name="options.googleUserEmails"
          label={t('google.googleUserEmails.label')}
          hint={t('google.googleUserEmails.hint')}
        />
        <CheckboxField
          name="options.createStaffFromGoogle"
          label={t('google.createStaffFromGoogle.label')}
          hint={t('google.createStaffFromGoogle.hint')}
        />
        <FormField
          name="options.staffOrgUnit"
          label={t('google.staffOrgUnit.label')}
          hint={t('google.staffOrgUnit.hint')}
        >
          <Input
            autoComplete="off"
            placeholder={t('google.staffOrgUnit.placeholder')}
            className="md:max-w-sm"
          />
        </FormField>
      </FormCard>
      <div className="flex justify-end">
        <FormSubmit>{t('google.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
