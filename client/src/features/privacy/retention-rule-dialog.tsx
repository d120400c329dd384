import {
  RETENTION_UNIT_DAYS,
  RETENTION_UNITS,
  type RetentionRule,
  type RetentionUnit,
  retentionDaysSchema,
  retentionPeriodInWords,
  retentionPeriodOf,
} from '@domain/retention';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { useSaveRetention } from './retention-queries';

interface Values {
  /** The amount typed, in `unit`; named as the payload's field so its errors land here. */
  rules: Record<string, string>;
  unit: RetentionUnit;
}

const UNIT_OPTIONS = RETENTION_UNITS.map((u) => ({ value: u, label: u }));

/** What was typed, in days (a blank stays blank, so the schema names it). */
const daysOf = (amount: string, unit: RetentionUnit) =>
  amount.trim() === '' ? Number.NaN : Number(amount) * RETENTION_UNIT_DAYS[unit];

interface RetentionRuleDialogProps {
  districtId: string;
  /** The rule being changed (null: closed). */
  rule: RetentionRule | null;
  days: number;
  onOpenChange: (open: boolean) => void;
}

/** Change how long one kind of record is kept: an amount and a unit, at least the rule's floor. */
export function RetentionRuleDialog({ districtId, rule, days, onOpenChange }: RetentionRuleDialogProps) {
  const save = useSaveRetention(districtId);
  const { t } = useTranslation('privacy');
  return (
    <FormDialog open={!!rule} onOpenChange={onOpenChange} width="md">
      {(done) => {
        if (!rule) return null;
        const start = retentionPeriodOf(days);
        const schema = z.object({ rules: z.object({ [rule.key]: retentionDaysSchema(rule) }) });
        return (
          <Form
            id="retention-rule"
            schema={schema}
            defaultValues={{ rules: { [rule.key]: String(start.amount) }, unit: start.unit } as Values}
            toPayload={(v: Values) => ({ rules: { [rule.key]: daysOf(v.rules[rule.key] ?? '', v.unit) } })}
            onSubmit={async (payload) => {
              const chosen = payload.rules[rule.key]!;
              // The default again follows the product's default (null), not a copy of it.
              await save.mutateAsync({ [rule.key]: chosen === rule.defaultDays ? null : chosen });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader
                  title={t('rule.title', { what: rule.label.toLowerCase() })}
                  description={rule.description}
                />
                <DialogBody className="flex flex-col gap-3">
                  <div className="grid grid-cols-[minmax(0,1fr)_9rem] items-start gap-2">
                    <FormField<Values> name={`rules.${rule.key}`} label={t('rule.keepFor')} required>
                      <Input type="number" inputMode="numeric" min={1} step="any" />
                    </FormField>
                    <FormField<Values>
                      name="unit"
                      label={
                        <>
                          {t('rule.unit')}
                          <span className="sr-only"> {t('rule.ofThePeriod')}</span>
                        </>
                      }
                    >
                      <Select options={UNIT_OPTIONS} />
                    </FormField>
                  </div>
                  <p className="text-[13px] text-muted-fg">
                    {t('rule.defaults', {
                      default: retentionPeriodInWords(rule.defaultDays),
                      min: retentionPeriodInWords(rule.minDays),
                      reason: rule.floorReason,
                    })}
                  </p>
                  <Button
                    variant="link"
                    size="sm"
                    className="self-start"
                    onClick={() => {
                      const d = retentionPeriodOf(rule.defaultDays);
                      form.setValue(`rules.${rule.key}`, String(d.amount));
                      form.setValue('unit', d.unit);
                    }}
                  >
                    {t('rule.useDefault', { period: retentionPeriodInWords(rule.defaultDays) })}
                  </Button>
                </DialogBody>
                <FormDialogActions submit={t('rule.save')} onCancel={done} />
              </>
            )}
          </Form>
        );
      }}
    </FormDialog>
  );
}
