import {
  isPerSeat,
  LICENSE_CATEGORIES,
  LICENSE_DEFAULTS,
  LICENSE_LIMITS,
  LICENSE_MESSAGES,
  type License,
  type LicenseCategory,
  type LicenseFieldsInput,
  licenseFieldsSchema,
  SEAT_MODEL_LABELS,
  SEAT_MODELS,
  SEAT_TRACKING_LABELS,
  SEAT_TRACKINGS,
  type SeatModel,
  type SeatTracking,
} from '@domain/licenses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { optionsOf, Select } from '@/ui/select';
import { LoadingState } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { useLicense } from './use-license';
import { useSaveLicense } from './use-save-license';

interface Values {
  name: string;
  vendor: string;
  category: LicenseCategory;
  seatModel: SeatModel;
  licenseCount: string;
  seatTracking: SeatTracking;
  usedLicenses: string;
  cost: string;
  costPerSeat: string;
  purchaseDate: string;
  renewalDate: string;
  autoRenew: boolean;
  contractNumber: string;
  contactEmail: string;
  adminUrl: string;
  lowSeatThreshold: string;
  notes: string;
}

const EMPTY: Values = {
  name: '',
  vendor: '',
  category: LICENSE_DEFAULTS.category,
  seatModel: LICENSE_DEFAULTS.seatModel,
  licenseCount: '',
  seatTracking: LICENSE_DEFAULTS.seatTracking,
  usedLicenses: '',
  cost: '',
  costPerSeat: '',
  purchaseDate: '',
  renewalDate: '',
  autoRenew: false,
  contractNumber: '',
  contactEmail: '',
  adminUrl: '',
  lowSeatThreshold: '',
  notes: '',
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const fromLicense = (l: License): Values => ({
  name: l.name,
  vendor: l.vendor,
  category: l.category,
  seatModel: l.seatModel,
  licenseCount: isPerSeat(l.seatModel) ? text(l.licenseCount) : '',
  seatTracking: l.seatTracking,
  usedLicenses: l.seatTracking === 'manual' ? text(l.usedLicenses) : '',
  cost: text(l.cost),
  costPerSeat: text(l.costPerSeat),
  purchaseDate: l.purchaseDate ?? '',
  renewalDate: l.renewalDate,
  autoRenew: l.autoRenew,
  contractNumber: l.contractNumber,
  contactEmail: l.contactEmail ?? '',
  adminUrl: l.adminUrl ?? '',
  lowSeatThreshold: text(l.lowSeatThreshold),
  notes: l.notes,
});

/** A number field as typed: empty is none, anything else a number for the schema to judge. */
const number = (s: string) => (s.trim() === '' ? null : Number(s));

/** What the form sends: seats only for per-seat licenses, a hand count only when counted by hand. */
function toPayload(v: Values): LicenseFieldsInput {
  const perSeat = isPerSeat(v.seatModel);
  return {
    name: v.name,
    vendor: v.vendor,
    category: v.category,
    seatModel: v.seatModel,
    licenseCount: perSeat ? number(v.licenseCount) : null,
    seatTracking: v.seatTracking,
    usedLicenses: perSeat && v.seatTracking === 'manual' ? number(v.usedLicenses) : null,
    cost: number(v.cost) ?? undefined,
    costPerSeat: perSeat ? number(v.costPerSeat) : null,
    purchaseDate: v.purchaseDate || null,
    renewalDate: v.renewalDate,
    autoRenew: v.autoRenew,
    contractNumber: v.contractNumber,
    contactEmail: v.contactEmail,
    adminUrl: v.adminUrl,
    lowSeatThreshold: perSeat ? number(v.lowSeatThreshold) : null,
    notes: v.notes,
  };
}

const CATEGORY_OPTIONS = LICENSE_CATEGORIES.map((c) => ({ value: c, label: c }));
const MODEL_OPTIONS = optionsOf(SEAT_MODELS, SEAT_MODEL_LABELS);
const TRACKING_OPTIONS = optionsOf(SEAT_TRACKINGS, SEAT_TRACKING_LABELS);

interface LicenseFormDialogProps {
  districtId: string;
  open: boolean;
  /** null adds a license; an id edits that license (loaded with every field). */
  licenseId: string | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add License and Edit (see docs/product.md#licenses): name and vendor required, whole seats of 0
 * or more, costs of 0 or more (0 shows as Free), renewal not before purchase.
 */
export function LicenseFormDialog({ districtId, open, licenseId, onOpenChange }: LicenseFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) =>
        licenseId ? (
          <EditLicense districtId={districtId} licenseId={licenseId} done={done} />
        ) : (
          <LicenseForm districtId={districtId} license={null} done={done} />
        )
      }
    </FormDialog>
  );
}

function EditLicense({
  districtId,
  licenseId,
  done,
}: {
  districtId: string;
  licenseId: string;
  done: () => void;
}) {
  const license = useLicense(districtId, licenseId);
  const { t } = useTranslation('licenses');
  if (license.isPending) {
    return (
      <>
        <DialogHeader title={t('form.editTitle')} />
        <LoadingState message={t('form.loading')} />
      </>
    );
  }
  if (license.isError) {
    return (
      <>
        <DialogHeader title={t('form.editTitle')} />
        <DialogBody>
          <LoadError bare title={t('form.loadFailed')} query={license} />
        </DialogBody>
      </>
    );
  }
  return <LicenseForm districtId={districtId} license={license.data} done={done} />;
}

function LicenseForm({
  districtId,
  license,
  done,
}: {
  districtId: string;
  license: License | null;
  done: () => void;
}) {
  const save = useSaveLicense(districtId);
  const { t } = useTranslation('licenses');
  return (
    <Form
      id="license"
      schema={licenseFieldsSchema}
      defaultValues={license ? fromLicense(license) : EMPTY}
      toPayload={toPayload}
      invalidToast={LICENSE_MESSAGES.missing}
      onSubmit={async (fields) => {
        await save.mutateAsync({ id: license?.id ?? null, fields });
        done();
      }}
    >
      {(form) => {
        const perSeat = isPerSeat(form.watch('seatModel'));
        const manual = form.watch('seatTracking') === 'manual';
        return (
          <>
            <DialogHeader
              title={license ? t('form.editName', { name: license.name }) : t('form.addTitle')}
              description={license ? t('form.editDescription') : t('form.addDescription')}
            />
            <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField name="name" label={t('form.name.label')} required>
                <Input autoFocus maxLength={LICENSE_LIMITS.name} placeholder={t('form.name.placeholder')} />
              </FormField>
              <FormField name="vendor" label={t('form.vendor.label')} required>
                <Input maxLength={LICENSE_LIMITS.vendor} placeholder={t('form.vendor.placeholder')} />
              </FormField>
              <FormField name="category" label={t('form.category')}>
                <Select options={CATEGORY_OPTIONS} />
              </FormField>
              <FormField name="seatModel" label={t('form.seatModel')}>
                <Select options={MODEL_OPTIONS} />
              </FormField>
              {perSeat && (
                <>
                  <FormField name="licenseCount" label={t('form.licenseCount')} required>
                    <Input type="number" inputMode="numeric" min={0} step={1} />
                  </FormField>
                  <div className="flex flex-col gap-4">
                    <FormField name="seatTracking" label={t('form.seatTracking')}>
                      <Select options={TRACKING_OPTIONS} />
                    </FormField>
                    {manual && (
                      <FormField name="usedLicenses" label={t('form.usedLicenses')} required>
                        <Input type="number" inputMode="numeric" min={0} step={1} />
                      </FormField>
                    )}
                  </div>
                </>
              )}
              <FormField name="cost" label={t('form.cost.label')} hint={t('form.cost.hint')}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" placeholder="0" />
              </FormField>
              {perSeat && (
                <FormField name="costPerSeat" label={t('form.costPerSeat')} optional>
                  <Input type="number" inputMode="decimal" min={0} step="0.01" />
                </FormField>
              )}
              <FormField name="purchaseDate" label={t('form.purchaseDate')} optional>
                <Input type="date" />
              </FormField>
              <FormField name="renewalDate" label={t('form.renewalDate')} required>
                <Input type="date" />
              </FormField>
              {perSeat && (
                <FormField
                  name="lowSeatThreshold"
                  label={t('form.lowSeatThreshold.label')}
                  optional
                  hint={t('form.lowSeatThreshold.hint')}
                >
                  <Input type="number" inputMode="numeric" min={0} step={1} />
                </FormField>
              )}
              <CheckboxRow>
                <input
                  id="license-autoRenew"
                  type="checkbox"
                  className="size-4 cursor-pointer accent-brand"
                  {...form.register('autoRenew')}
                />
                <label htmlFor="license-autoRenew" className="cursor-pointer text-sm text-fg">
                  {t('form.autoRenew')}
                </label>
              </CheckboxRow>
              <FormField name="contractNumber" label={t('form.contractNumber')} optional>
                <Input maxLength={LICENSE_LIMITS.contractNumber} />
              </FormField>
              <FormField name="contactEmail" label={t('form.contactEmail.label')} optional>
                <Input
                  type="email"
                  maxLength={LICENSE_LIMITS.email}
                  placeholder={t('form.contactEmail.placeholder')}
                />
              </FormField>
              <FormField name="adminUrl" label={t('form.adminUrl.label')} optional className="sm:col-span-2">
                <Input
                  type="url"
                  maxLength={LICENSE_LIMITS.url}
                  placeholder={t('form.adminUrl.placeholder')}
                />
              </FormField>
              <FormField name="notes" label={t('form.notes')} optional className="sm:col-span-2">
                <Textarea rows={3} maxLength={LICENSE_LIMITS.notes} />
              </FormField>
            </DialogBody>
            <FormDialogActions submit={license ? t('form.save') : t('form.add')} onCancel={done} />
          </>
        );
      }}
    </Form>
  );
}

function CheckboxRow({ children }: { children: ReactNode }) {
  return <div className="flex items-center gap-2 self-start sm:pt-8">{children}</div>;
}
