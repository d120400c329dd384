import { c2Cycle, type ErateBudget, type ErateBudgetInput, erateBudgetInputSchema } from '@domain/erate';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useSaveErateBudget } from './use-erate';

interface Values {
  cycleStartYear: string;
  budget: string;
}

/** Numbers as typed; blank or not a number stays as typed so the schema's message shows. */
const num = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? s : Number(s));
const toPayload = (v: Values) =>
  ({ cycleStartYear: num(v.cycleStartYear), budget: num(v.budget) }) as ErateBudgetInput;

/** Set budget: a five-year C2 cycle's budget (see docs/product.md#e-rate). */
export function BudgetDialog({
  districtId,
  budget,
  open,
  onOpenChange,
}: {
  districtId: string;
  budget: ErateBudget | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveErateBudget(districtId);
  const { t } = useTranslation('erate');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="erate-budget"
          schema={erateBudgetInputSchema}
          defaultValues={{
            cycleStartYear: String(budget?.cycleStartYear ?? 2026),
            budget: budget?.configured ? String(budget.budget) : '',
          }}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync(payload);
            done();
          }}
        >
          {(form) => {
            const year = Number(form.watch('cycleStartYear'));
            return (
              <>
                <DialogHeader title={t('budgetDialog.title')} description={t('budgetDialog.description')} />
                <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField
                    name="cycleStartYear"
                    label={t('budgetDialog.firstYear')}
                    hint={Number.isInteger(year) && year > 2000 ? c2Cycle(year).label : undefined}
                  >
                    <Input inputMode="numeric" />
                  </FormField>
                  <FormField name="budget" label={t('budgetDialog.budget')} required>
                    <Input inputMode="decimal" placeholder={t('budgetDialog.budgetPlaceholder')} />
                  </FormField>
                </DialogBody>
                <FormDialogActions submit={t('budgetDialog.submit')} onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
