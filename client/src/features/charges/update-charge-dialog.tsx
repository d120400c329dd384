import { CHARGE_STATE_LABELS, type Charge, updateChargeSchema } from '@domain/charges';
import { CHARGE_STATES } from '@domain/device-money';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useUpdateCharge } from './use-charges';

/** Record a payment by hand, waive (with a reason) or reopen a charge, or correct its amount. */
export function UpdateChargeDialog({
  districtId,
  charge,
  onClose,
}: {
  districtId: string;
  charge: Charge | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('charges');
  const update = useUpdateCharge(districtId);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <FormDialog open={charge !== null} onOpenChange={(open) => !open && onClose()} width="md">
      {(done) =>
        charge && (
          <Form
            id="update-charge"
            schema={updateChargeSchema}
            defaultValues={{
              status: charge.status === 'open' ? 'paid' : charge.status,
              amount: charge.amount.toFixed(2),
              note: charge.note,
              paidOn: charge.paidOn ?? today,
            }}
            toPayload={(v) => ({
              status: v.status as Charge['status'],
              amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount),
              note: v.note,
              paidOn: v.status === 'paid' ? v.paidOn : undefined,
            })}
            onSubmit={async (body) => {
              await update.mutateAsync({ id: charge.id, body });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader
                  title={t('update.title')}
                  description={`${charge.personName} · ${charge.description}`}
                />
                <DialogBody className="space-y-4">
                  <FormField name="status" label={t('update.status')} required>
                    <Select options={optionsOf(CHARGE_STATES, CHARGE_STATE_LABELS)} />
                  </FormField>
                  <FormField name="amount" label={t('update.amount')} required>
                    <Input inputMode="decimal" />
                  </FormField>
                  {form.watch('status') === 'paid' && (
                    <FormField name="paidOn" label={t('update.paidOn')} required>
                      <Input type="date" />
                    </FormField>
                  )}
                  <FormField
                    name="note"
                    label={t('update.note')}
                    required={form.watch('status') === 'waived'}
                    optional={form.watch('status') !== 'waived'}
                  >
                    <Textarea rows={2} />
                  </FormField>
                </DialogBody>
                <FormDialogActions submit={t('update.submit')} onCancel={done} />
              </>
            )}
          </Form>
        )
      }
    </FormDialog>
  );
}
