import { type ChargeProposalAnswer, confirmChargeSchema, DAMAGE_KIND_LABELS } from '@domain/charges';
import { formatCents, toCents } from '@domain/money';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { useConfirmCharge } from './use-charges';

/** Confirm or adjust the charge of a damage report (docs/product.md#charges): how it was computed, then the amount. */
export function ReviewChargeDialog({
  districtId,
  damage,
  onClose,
}: {
  districtId: string;
  damage: ChargeProposalAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('charges');
  const confirm = useConfirmCharge(districtId);
  return (
    <FormDialog open={damage !== null} onOpenChange={(open) => !open && onClose()} width="md">
      {(done) =>
        damage && (
          <Form
            id="review-charge"
            schema={confirmChargeSchema}
            defaultValues={{ amount: damage.amount.toFixed(2), note: '' }}
            toPayload={(v) => {
              const typed = v.amount.trim() === '' ? Number.NaN : Number(v.amount);
              // The proposal's own amount is a confirmation, not an adjustment.
              const same = !Number.isNaN(typed) && toCents(typed) === toCents(damage.amount);
              return { amount: same ? undefined : typed, note: v.note || undefined };
            }}
            onSubmit={async (payload) => {
              await confirm.mutateAsync({ damageId: damage.damageId, ...payload });
              done();
            }}
          >
            <DialogHeader
              title={t('review.title')}
              description={`${DAMAGE_KIND_LABELS[damage.kind]} · ${damage.assetTag}${damage.model ? ` (${damage.model})` : ''} · ${damage.personName ?? t('review.nobody')}`}
            />
            <DialogBody className="space-y-4">
              <div>
                <h3 className="mb-1 text-sm font-medium">{t('review.computed')}</h3>
                <ul className="divide-y divide-border rounded-md border border-border text-sm">
                  {damage.lines.map((l) => (
                    <li key={l.label} className="flex justify-between gap-3 px-3 py-2">
                      <span>{l.label}</span>
                      <span className="shrink-0 tabular-nums">{formatCents(toCents(l.amount))}</span>
                    </li>
                  ))}
                  <li className="flex justify-between gap-3 px-3 py-2 font-semibold">
                    <span>{t('review.proposed')}</span>
                    <span className="tabular-nums">{formatCents(toCents(damage.amount))}</span>
                  </li>
                </ul>
              </div>
              <FormField name="amount" label={t('review.amount.label')} hint={t('review.amount.hint')}>
                <Input inputMode="decimal" />
              </FormField>
              <FormField name="note" label={t('review.note')} optional>
                <Textarea rows={2} />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={t('review.submit')} onCancel={done} />
          </Form>
        )
      }
    </FormDialog>
  );
}
