import {
  type BrightgaugeOptions,
  type IntegrationSettings,
  saveBrightgaugeSchema,
} from '@domain/integration-settings';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { CheckboxField, FormCard } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

/** BrightGauge: on or off, and the district's own dashboard (the dashboard's analytics button opens it). */
export function BrightgaugeForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('brightgauge');
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
      <FormCard
        title="Settings"
        description="While enabled, BrightGauge may read the reporting feed with a token below."
      >
        <CheckboxField name="enabled" label="Enabled" />
        <FormField
          name="options.dashboardUrl"
          label="District dashboard URL"
          optional
          hint="Opened by the dashboard's analytics button instead of Five Star's."
        >
          <Input type="url" placeholder="https://yourcompany.brightgauge.co/…" />
        </FormField>
        <div className="flex justify-end">
          <FormSubmit>Save BrightGauge settings</FormSubmit>
        </div>
      </FormCard>
    </Form>
  );
}
