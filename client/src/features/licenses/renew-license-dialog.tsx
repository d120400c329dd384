import {
  addDays,
  formatIsoDay,
  formatLicenseCost,
  isoDay,
  type LicenseListItem,
  type RenewLicensePayload,
  renewLicenseSchema,
} from '@domain/licenses';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useRenewLicense } from './use-renew-license';

interface Values {
  renewalDate: string;
  cost: string;
}

/** The same day a year later (Feb 29 becomes Feb 28); a year from today when that has passed too. */
function suggestedRenewal(current: string): string {
  const [y, m, d] = current.split('-');
  const next = `${Number(y) + 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
  const today = isoDay();
  return next > today ? next : addDays(today, 365);
}

const toPayload = (v: Values): RenewLicensePayload => ({
  renewalDate: v.renewalDate,
  cost: v.cost.trim() === '' ? undefined : Number(v.cost),
});

/** Renew Now: the new renewal date and cost; the term that ends stays in the history. */
/** What Renew Now shows of a license: from the list, or from the license's own page. */
type RenewedLicense = Pick<LicenseListItem, 'id' | 'name' | 'status' | 'renewalDate' | 'cost'>;

export function RenewLicenseDialog({
  districtId,
  license,
  onClose,
}: {
  districtId: string;
  license: RenewedLicense | null;
  onClose: () => void;
}) {
  const renew = useRenewLicense(districtId);
  const { t } = useTranslation('licenses');
  return (
    <FormDialog open={license !== null} onOpenChange={(open) => !open && onClose()}>
      {(done) =>
        license && (
          <Form
            id="renewal"
            schema={renewLicenseSchema}
            defaultValues={{
              renewalDate: suggestedRenewal(license.renewalDate),
              cost: license.cost === null ? '' : String(license.cost),
            }}
            toPayload={toPayload}
            onSubmit={async (body) => {
              await renew.mutateAsync({ id: license.id, body });
              done();
            }}
          >
            <DialogHeader
              title={t('renew.title', { name: license.name })}
              description={t(
                license.status === 'expired' ? 'renew.descriptionEnded' : 'renew.descriptionEnds',
                {
                  date: formatIsoDay(license.renewalDate),
                  cost: formatLicenseCost(license.cost),
                },
              )}
            />
            <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField name="renewalDate" label={t('renew.renewalDate')} required>
                <Input type="date" autoFocus />
              </FormField>
              <FormField name="cost" label={t('renew.cost.label')} hint={t('renew.cost.hint')}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={t('renew.submit')} onCancel={done} />
          </Form>
        )
      }
    </FormDialog>
  );
}
