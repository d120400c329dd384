import {
  type BrightgaugeOptions,
  type IntegrationSettings,
  saveBrightgaugeSchema,
} from '@domain/integration-settings';
import { useTranslation } from 'react-i18next';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { CheckboxField, FormCard } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

/** BrightGauge: on or off, and the district's own dashboard (the dashboard's analytics button opens it). */
export function BrightgaugeForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('brightgauge');
  const { t } = useTranslation('integrations');
  const options = settings.options as BrightgaugeOptions;
  return (
    <Form
      id="brightgauge"
      schema={saveBrightgaugeSchema}
      defaultValues={{ enabled: settings.enabled, options: { dashboardUrl: options.dashboardUrl ?? '' } }}
      toPayload={(v) => ({
        districtId: settings.districtId,
        enabled: v.enabled,
        options: v.options.dashboardUrl.trim() ? { dashboardUrl: v.options.dashboardUrl.trim() } : {},
      })}
      onSubmit={(payload) => save.mutateAsync(payload)}
    >
      <FormCard title={t('brightgauge.title')} description={t('brightgauge.description')}>
        <CheckboxField name="enabled" label={t('form.enabled')} />
        <FormField
          name="options.dashboardUrl"
          label={t('brightgauge.dashboardUrl.label')}
          optional
          hint={t('brightgauge.dashboardUrl.hint')}
        >
          <Input type="url" placeholder={t('brightgauge.dashboardUrl.placeholder')} />
        </FormField>
        <div className="flex justify-end">
          <FormSubmit>{t('brightgauge.submit')}</FormSubmit>
        </div>
      </FormCard>
    </Form>
  );
}
