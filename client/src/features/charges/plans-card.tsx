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
const terms = (p: InsurancePlan) =>
  `Covers ${p.covers.map((k) => DAMAGE_KIND_LABELS[k].toLowerCase()).join(', ')} · deductibles ${
    p.deductibles.length ? p.deductibles.map(money).join(', ') : 'none'
  } · ${p.incidentsPerYear === null ? 'no limit' : `${p.incidentsPerYear} incidents a year`}`;

/** The district's insurance plans, with Add and Edit. */
export function PlansCard({ districtId }: { districtId: string }) {
  const plans = usePlans(districtId);
  const [editing, setEditing] = useState<InsurancePlan | 'new' | null>(null);
  const create = useCreatePlan(districtId);
  const save = useSavePlan(districtId);
  const plan = editing === 'new' ? null : editing;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>Add plan</Button>
      </div>
      <Card className="overflow-hidden">
        <DataList
          query={plans}
          rows={plans.data ?? []}
          rowKey={(p) => p.id}
          label="Insurance plans"
          loading="Loading plans…"
          failed={M.loadFailed}
          empty={{ icon: ShieldCheck, title: 'No insurance plans yet.' }}
          columns={[
            { header: 'Plan', cell: (p) => <span className="font-medium">{p.name}</span> },
            { header: 'Premium', cell: (p) => money(p.premium) },
            { header: 'Terms', cell: terms },
            { header: 'Enrolled this year', cell: (p) => p.enrolled },
            {
              header: 'Offered',
              cell: (p) => <Badge tone={p.active ? 'green' : 'gray'}>{p.active ? 'Yes' : 'No'}</Badge>,
            },
            {
              header: 'Actions',
              hideHeader: true,
              cell: (p) => (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(p)}
                  aria-label={`Edit ${p.name}`}
                >
                  Edit
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
                aria-label={`Edit ${p.name}`}
              >
                Edit
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
            <DialogHeader title={plan ? `Edit ${plan.name}` : 'Add insurance plan'} />
            <DialogBody className="space-y-4">
              <FormField name="name" label="Name" required>
                <Input />
              </FormField>
              <FormField name="premium" label="Premium per school year ($)" required>
                <Input inputMode="decimal" />
              </FormField>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">Covers</legend>
                <CoverBoxes />
              </fieldset>
              <FormField
                name="deductibles"
                label="Deductibles ($)"
                hint="By incident, separated by commas (20, 40): the last repeats."
              >
                <Input />
              </FormField>
              <FormField
                name="incidentsPerYear"
                label="Covered incidents per school year"
                hint="Empty: no limit."
              >
                <Input inputMode="numeric" />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={plan ? 'Save plan' : 'Add plan'} onCancel={done} />
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
