import { FEATURE_TOGGLES } from '@domain/access';
import { ANNOUNCEMENT_SEVERITIES, type BulkOperationKind, FEATURE_TOGGLE_LABELS } from '@domain/admin';
import { INTEGRATIONS } from '@domain/integrations';
import type { TFunction } from 'i18next';
import { type FieldError, get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { BulkParamValues } from './bulk-params';

const toggleOptions = (t: TFunction<'admin'>) => [
  { value: 'keep', label: t('bulk.params.keep') },
  { value: 'on', label: t('bulk.params.turnOn') },
  { value: 'off', label: t('bulk.params.turnOff') },
];
const enableOptions = (t: TFunction<'admin'>) => [
  { value: 'keep', label: t('bulk.params.keep') },
  { value: 'on', label: t('bulk.params.enable') },
  { value: 'off', label: t('bulk.params.disable') },
];
const severityOptions = (t: TFunction<'admin'>) =>
  ANNOUNCEMENT_SEVERITIES.map((s) => ({ value: s, label: t(`bulk.params.severity.${s}`) }));
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
  const { t } = useTranslation('admin');
  switch (operation) {
    case 'update_feature_access':
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-fg">{t('bulk.params.featureToggles')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FEATURE_TOGGLES.map((toggle) => (
              <FormField<BulkParamValues>
                key={toggle}
                name={`features.${toggle}`}
                label={FEATURE_TOGGLE_LABELS[toggle]}
              >
                <Select options={toggleOptions(t)} />
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
            label={t('bulk.params.message')}
            required
            className="sm:col-span-2"
          >
            <Textarea rows={3} maxLength={1000} placeholder={t('bulk.params.messagePlaceholder')} />
          </FormField>
          <FormField<BulkParamValues> name="severity" label={t('bulk.params.severityLabel')} required>
            <Select options={severityOptions(t)} />
          </FormField>
          <div className="hidden sm:block" />
          <FormField<BulkParamValues>
            name="startsAt"
            label={t('bulk.params.starts')}
            optional
            hint={t('bulk.params.startsHint')}
          >
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="endsAt"
            label={t('bulk.params.ends')}
            optional
            hint={t('bulk.params.endsHint')}
          >
            <Input type="datetime-local" />
          </FormField>
        </div>
      );
    case 'backup_district_data':
      return (
        <p className="text-sm text-muted-fg">
          {t('bulk.params.backupBefore')}
          <code className="text-xs">{t('bulk.params.backupCommand')}</code>
          {t('bulk.params.backupAfter')}
        </p>
      );
    case 'update_integration_settings':
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField<BulkParamValues> name="integration" label={t('bulk.params.integration')} required>
            <Select options={INTEGRATION_OPTIONS} />
          </FormField>
          <FormField<BulkParamValues> name="enabled" label={t('bulk.params.connector')}>
            <Select options={enableOptions(t)} />
          </FormField>
          <FormField<BulkParamValues>
            name="syncIntervalMinutes"
            label={t('bulk.params.syncInterval')}
            optional
          >
            <Input inputMode="numeric" placeholder={t('bulk.params.syncIntervalPlaceholder')} />
          </FormField>
          <div className="sm:col-span-3">
            <GroupError name="" />
          </div>
        </div>
      );
    case 'enable_maintenance_mode':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<BulkParamValues> name="startsAt" label={t('bulk.params.starts')} required>
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="endsAt"
            label={t('bulk.params.ends')}
            required
            hint={t('bulk.params.maintenanceEndsHint')}
          >
            <Input type="datetime-local" />
          </FormField>
          <FormField<BulkParamValues>
            name="message"
            label={t('bulk.params.maintenanceMessage')}
            optional
            className="sm:col-span-2"
          >
            <Textarea rows={2} maxLength={500} placeholder={t('bulk.params.maintenanceMessagePlaceholder')} />
          </FormField>
        </div>
      );
  }
}
