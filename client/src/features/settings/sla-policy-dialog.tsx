import { PRIORITY_LABELS } from '@domain/priorities';
import { type DistrictSlaPolicy, type SlaPolicy, slaPoliciesInputSchema } from '@domain/sla';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { useSaveSlaPolicies, useSlaDefaults } from './use-sla-policies';

type Unit = 'minutes' | 'hours';
interface Row {
  priority: SlaPolicy['priority'];
  /** Typed in `firstResponseUnit`; named as the payload's field so its errors land here. */
  firstResponseMinutes: string;
  firstResponseUnit: Unit;
  resolutionMinutes: string;
  resolutionUnit: Unit;
  allHours: boolean;
}
interface Values {
  policies: Row[];
}

const units = (t: TFunction<'settings'>) => [
  { value: 'minutes', label: t('slaPolicy.minutes') },
  { value: 'hours', label: t('slaPolicy.workingHours') },
];
const schema = z.object({ policies: slaPoliciesInputSchema });

/** Whole hours when the minutes are, else minutes. */
const typed = (minutes: number): [string, Unit] =>
  minutes % 60 === 0 ? [String(minutes / 60), 'hours'] : [String(minutes), 'minutes'];
const rowOf = (p: SlaPolicy): Row => {
  const [first, firstUnit] = typed(p.firstResponseMinutes);
  const [resolution, resolutionUnit] = typed(p.resolutionMinutes);
  return {
    priority: p.priority,
    firstResponseMinutes: first,
    firstResponseUnit: firstUnit,
    resolutionMinutes: resolution,
    resolutionUnit,
    allHours: p.allHours,
  };
};
/** What was typed in minutes (a blank stays blank, so the schema names it). */
const minutesOf = (value: string, unit: Unit) =>
  value.trim() === '' ? Number.NaN : Number(value) * (unit === 'hours' ? 60 : 1);
const toPayload = (v: Values) => ({
  policies: v.policies.map((r) => ({
    priority: r.priority,
    firstResponseMinutes: minutesOf(r.firstResponseMinutes, r.firstResponseUnit),
    resolutionMinutes: minutesOf(r.resolutionMinutes, r.resolutionUnit),
    allHours: r.allHours,
  })),
});

interface SlaPolicyDialogProps {
  districtId: string;
  policies: DistrictSlaPolicy[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit SLA targets: the district's own targets per priority, in working time (or 24×7). */
export function SlaPolicyDialog({ districtId, policies, open, onOpenChange }: SlaPolicyDialogProps) {
  const { t } = useTranslation('settings');
  const save = useSaveSlaPolicies(districtId);
  const tier = policies[0]?.tier ?? 'apex';
  const defaults = useSlaDefaults(open);
  const tierDefaults = defaults.data?.find((d) => d.tier === tier)?.policies;
  const fill = (form: UseFormReturn<Values, unknown, Values>) => {
    if (!tierDefaults) return;
    form.reset({ policies: tierDefaults.map(rowOf) }, { keepDefaultValues: true });
  };
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="lg">
      {(done) => (
        <Form
          id="sla-policy"
          schema={schema}
          defaultValues={{ policies: policies.map(rowOf) }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync(payload.policies);
            done();
          }}
        >
          {(form) => (
            <>
              <DialogHeader title={t('slaPolicy.title')} description={t('slaPolicy.description')} />
              <DialogBody className="flex flex-col gap-3">
                {policies.map((p, i) => (
                  <fieldset key={p.priority} className="rounded-lg border border-border px-4 py-3">
                    <legend className="px-1 text-sm font-medium text-fg">
                      {PRIORITY_LABELS[p.priority]}
                    </legend>
                    <div className="flex flex-col gap-3">
                      <Target index={i} field="firstResponse" label={t('slaPolicy.firstResponse')} />
                      <Target index={i} field="resolution" label={t('slaPolicy.resolution')} />
                    </div>
                    <div className="mt-3 flex items-center gap-3">
                      <Switch
                        id={`sla-policy-all-hours-${p.priority}`}
                        {...form.register(`policies.${i}.allHours`)}
                      />
                      <label htmlFor={`sla-policy-all-hours-${p.priority}`} className="text-sm text-fg">
                        {t('slaPolicy.allHours')}
                      </label>
                    </div>
                  </fieldset>
                ))}
                <Button
                  variant="link"
                  size="sm"
                  className="self-start"
                  disabled={!tierDefaults}
                  onClick={() => fill(form)}
                >
                  {t('slaPolicy.fill', { tier: SERVICE_LEVEL_LABELS[tier] })}
                </Button>
              </DialogBody>
              <FormDialogActions submit={t('slaPolicy.save')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}

function Target({
  index,
  field,
  label,
}: {
  index: number;
  /** Which target (a field-name prefix, not a text: `what` is read as one by the hard-coded-text check). */
  field: 'firstResponse' | 'resolution';
  label: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-start gap-2">
      <FormField<Values> name={`policies.${index}.${field}Minutes`} label={label} required>
        <Input type="number" inputMode="numeric" min={1} step="any" />
      </FormField>
      <FormField<Values>
        name={`policies.${index}.${field}Unit`}
        label={
          <>
            {t('slaPolicy.unit')}
            <span className="sr-only">{t('slaPolicy.unitOf', { what: label.toLowerCase() })}</span>
          </>
        }
      >
        <Select options={units(t)} />
      </FormField>
    </div>
  );
}
