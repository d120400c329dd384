import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@domain/priorities';
import { DEFAULT_SLA_HOURS } from '@domain/settings';
import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { SettingsSection } from './settings-section';
import type { SystemValues } from './settings-values';

/** Most urgent first, as people read a service agreement. */
const URGENCY: readonly Priority[] = [...PRIORITIES].reverse();

/** A whole number of hours, with the unit shown inside the field. */
function HoursInput(props: ComponentProps<'input'>) {
  const { t } = useTranslation('settings');
  return (
    <div className="relative">
      <Input type="number" inputMode="numeric" min={1} step={1} className="pr-14" {...props} />
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-subtle-fg"
      >
        {t('slaSection.hours')}
      </span>
    </div>
  );
}

/** Hours to resolve a ticket per priority; the defaults of domain/ are one click away. */
export function SlaTargetsSection() {
  const { t } = useTranslation('settings');
  const { setValue, formState } = useFormContext<SystemValues>();
  const targets = useWatch<SystemValues, 'slaTargets'>({ name: 'slaTargets' });
  const atDefaults = URGENCY.every((p) => Number(targets[p]) === DEFAULT_SLA_HOURS[p]);
  const resetToDefaults = () => {
    for (const p of URGENCY)
      setValue(`slaTargets.${p}`, String(DEFAULT_SLA_HOURS[p]), {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
  };
  return (
    <SettingsSection
      title={t('slaSection.title')}
      description={t('slaSection.description')}
      fields={['slaTargets']}
      action={
        <Button variant="secondary" size="sm" disabled={atDefaults} onClick={resetToDefaults}>
          {t('slaSection.reset')}
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {URGENCY.map((p) => (
          <FormField<SystemValues>
            key={p}
            name={`slaTargets.${p}`}
            label={PRIORITY_LABELS[p]}
            required
            hint={t('slaSection.defaultHint', { hours: DEFAULT_SLA_HOURS[p] })}
          >
            <HoursInput />
          </FormField>
        ))}
      </div>
    </SettingsSection>
  );
}
