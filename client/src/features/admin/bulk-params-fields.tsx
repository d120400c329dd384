import { FEATURE_TOGGLES } from '@domain/access';
import { ANNOUNCEMENT_SEVERITIES, type BulkOperationKind, FEATURE_TOGGLE_LABELS } from '@domain/admin';
import { INTEGRATIONS } from '@domain/integrations';
import { type FieldError, get, useFormState } from 'react-hook-form';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { BulkParamValues } from './bulk-params';

const TOGGLE_OPTIONS = [
  { value: 'keep', label: 'Leave as is' },
  { value: 'on', label: 'Turn on' },
  { value: 'off', label: 'Turn off' },
];
const ENABLE_OPTIONS = [
  { value: 'keep', label: 'Leave as is' },
  { value: 'on', label: 'Enable' },
  { value: 'off', label: 'Disable' },
];
const SEVERITY_OPTIONS = ANNOUNCEMENT_SEVERITIES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));
const INTEGRATION_OPTIONS = INTEGRATIONS.map((i) => ({ value: i.slug, label: i.name }));

/** An error of the whole group (e.g. "choose at least one feature"), under it. */
function GroupError({ name }: { name: string }) {
  const { errors } = useFormState();
  const error = name ? get(errors, name) : (errors as Record<string, unknown>)[''];
  const message = (error as FieldError | undefined)?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-[13px] text-danger">
      {message}
    </p>
  );
}

/** The parameters of the chosen operation, as fields of the enclosing Form. */
export function BulkParamsFields({ operation }: { operation: BulkOperationKind }) {
  switch (operation) {
    case 'update_feature_access':
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-fg">Feature toggles</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FEATURE_TOGGLES.map((t) => (
              <FormField<BulkParamValues> key={t} name={`features.${t}`} label={FEATURE_TOGGLE_LABELS[t]}>
                <Select options={TOGGLE_OPTIONS} />
              </FormField>
            ))}
          </div>
          <GroupError name="features" />
        </fieldset>
      );
    case 'send_announcement':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<BulkParamValues>
            name="message"
            label="Announcement message"
            required
            className="sm:col-span-2"
          >
            <Textarea rows={3} maxLength={1000} placeholder="What the districts' users should know" />
          </FormField>
          <FormField<BulkParamValues> name="severity" label="Severity" required>
            <Select options={SEVERITY_OPTIONS} />
          </FormField>
          <div className="hidden sm:block" />
          <FormField<BulkParamValues> name="startsAt" label="Starts" optional hint="Now when left empty">
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="endsAt"
            label="Ends"
            optional
            hint="Until dismissed when left empty"
          >
            <Input type="datetime-local" />
          </FormField>
        </div>
      );
    case 'backup_district_data':
      return (
        <p className="text-sm text-muted-fg">
          Each district gets one archive: every table of its data as JSON, plus its tickets and assets as CSV.
          Download them from the results; <code className="text-xs">npm run district:restore</code> restores
          one.
        </p>
      );
    case 'update_integration_settings':
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField<BulkParamValues> name="integration" label="Integration" required>
            <Select options={INTEGRATION_OPTIONS} />
          </FormField>
          <FormField<BulkParamValues> name="enabled" label="Connector">
            <Select options={ENABLE_OPTIONS} />
          </FormField>
          <FormField<BulkParamValues> name="syncIntervalMinutes" label="Sync interval (minutes)" optional>
            <Input inputMode="numeric" placeholder="5 to 1440" />
          </FormField>
          <div className="sm:col-span-3">
            <GroupError name="" />
          </div>
        </div>
      );
    case 'enable_maintenance_mode':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<BulkParamValues> name="startsAt" label="Starts" required>
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="endsAt"
            label="Ends"
            required
            hint="Changes resume by themselves then"
          >
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="message"
            label="Message to the districts' users"
            optional
            className="sm:col-span-2"
          >
            <Textarea
              rows={2}
              maxLength={500}
              placeholder="Shown instead of the standard maintenance message"
            />
          </FormField>
        </div>
      );
  }
}
