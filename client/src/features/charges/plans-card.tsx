import {
  DAMAGE_KIND_LABELS,
  type InsurancePlan,
  insurancePlanInputSchema,
  CHARGE_MESSAGES as M,
} from '@domain/charges';
import { DAMAGE_KINDS } from '@domain/device-money';
import { formatCents, toCents } from '@domain/money';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useCreatePlan, usePlans, useSavePlan } from './use-charges';

const money = (v: number) => formatCents(toCents(v));

/** The district's insurance plans, with Add and Edit. */
export function PlansCard({ districtId }: { districtId: string }) {
  const { t } = useTranslation('charges');
  const terms = (p: InsurancePlan) =>
    t('plans.terms', {
      covers: p.covers.map((k) => DAMAGE_KIND_LABELS[k].toLowerCase()).join(', '),
      deductibles: p.deductibles.length ? p.deductibles.map(money).join(', ') : t('plans.noDeductibles'),
      limit:
        p.incidentsPerYear === null ? t('plans.noLimit') : t('plans.incidents', { n: p.incidentsPerYear }),
    });
  const plans = usePlans(districtId);
  const [editing, setEditing] = useState<InsurancePlan | 'new' | null>(null);
  const create = useCreatePlan(districtId);
  const save = useSavePlan(districtId);
  const plan = editing === 'new' ? null : editing;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>{t('plans.add')}</Button>
      </div>
      <Card className="overflow-hidden">
        <DataList
          query={plans}
          rows={plans.data ?? []}
          rowKey={(p) => p.id}
          label={t('plans.label')}
          loading={t('plans.loading')}
          failed={M.loadFailed}
          empty={{ icon: ShieldCheck, title: t('plans.empty') }}
          columns={[
            { header: t('plans.columns.plan'), cell: (p) => <span className="font-medium">{p.name}</span> },
            { header: t('plans.columns.premium'), cell: (p) => money(p.premium) },
            { header: t('plans.columns.terms'), cell: terms },
            { header: t('plans.columns.enrolled'), cell: (p) => p.enrolled },
            {
              header: t('plans.columns.offered'),
              cell: (p) => (
                <Badge tone={p.active ? 'green' : 'gray'}>{p.active ? t('plans.yes') : t('plans.no')}</Badge>
              ),
            },
            {
              header: t('plans.columns.actions'),
              hideHeader: true,
              cell: (p) => (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(p)}
                  aria-label={t('plans.edit.label', { name: p.name })}
                >
                  {t('plans.edit.text')}
                </Button>
              ),
            },
          ]}
          card={(p) => (
            <div className="space-y-1 p-4 text-sm">
              <div className="flex justify-between gap-2">
                <span className="font-medium">{p.name}</span>
                <span>{money(p.premium)}</span>
              </div>
              <p className="text-muted-fg">{terms(p)}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing(p)}
                aria-label={t('plans.edit.label', { name: p.name })}
              >
                {t('plans.edit.text')}
              </Button>
            </div>
          )}
        />
      </Card>
      <FormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} width="md">
        {(done) => (
          <Form
            id="plan"
            schema={insurancePlanInputSchema}
            defaultValues={{
              name: plan?.name ?? '',
              premium: plan ? plan.premium.toFixed(2) : '',
              covers: plan?.covers ?? (['screen', 'keyboard'] as string[]),
              deductibles: plan?.deductibles.map((d) => d.toFixed(2)).join(', ') ?? '',
              incidentsPerYear: plan?.incidentsPerYear?.toString() ?? '',
              active: plan?.active ?? true,
            }}
            toPayload={(v) => ({
              districtId,
              name: v.name,
              premium: v.premium.trim() === '' ? Number.NaN : Number(v.premium),
              covers: v.covers as InsurancePlan['covers'],
              deductibles: v.deductibles
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
                .map(Number),
              incidentsPerYear: v.incidentsPerYear.trim() === '' ? null : Number(v.incidentsPerYear),
              active: v.active,
            })}
            onSubmit={async (body) => {
              if (plan) await save.mutateAsync({ params: { id: plan.id }, body });
              else await create.mutateAsync({ body });
              done();
            }}
          >
            <DialogHeader
              title={plan ? t('plans.form.editTitle', { name: plan.name }) : t('plans.form.addTitle')}
            />
            <DialogBody className="space-y-4">
              <FormField name="name" label={t('plans.form.name')} required>
                <Input />
              </FormField>
              <FormField name="premium" label={t('plans.form.premium')} required>
                <Input inputMode="decimal" />
              </FormField>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">{t('plans.form.covers')}</legend>
                <CoverBoxes />
              </fieldset>
              <FormField
                name="deductibles"
                label={t('plans.form.deductibles.label')}
                hint={t('plans.form.deductibles.hint')}
              >
                <Input />
              </FormField>
              <FormField
                name="incidentsPerYear"
                label={t('plans.form.incidents.label')}
                hint={t('plans.form.incidents.hint')}
              >
                <Input inputMode="numeric" />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={plan ? t('plans.form.save') : t('plans.add')} onCancel={done} />
          </Form>
        )}
      </FormDialog>
    </div>
  );
}

/** The damage kinds a plan covers, as check boxes of the form's `covers`. */
function CoverBoxes() {
  const { register, formState } = useFormContext<{ covers: string[] }>();
  const error = formState.errors.covers?.message;
  return (
    <>
      <div className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {DAMAGE_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="checkbox" value={k} className="size-4" {...register('covers')} />
            {DAMAGE_KIND_LABELS[k]}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </>
  );
}
