import {
  AGREEMENT_TYPE_LABELS,
  AGREEMENT_TYPES,
  type AppInput,
  appInputSchema,
  DATA_ELEMENTS,
  DPA_STATUS_LABELS,
  DPA_STATUSES,
  type PrivacyApp,
} from '@domain/privacy-agreements';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { useSaveAgreement } from './agreement-save';

const STATUS_OPTIONS = optionsOf(DPA_STATUSES, DPA_STATUS_LABELS);
const TYPE_OPTIONS = [
  { value: '', label: i18n.t('privacy:agreement.notSet') },
  ...optionsOf(AGREEMENT_TYPES, AGREEMENT_TYPE_LABELS),
];

/** The form's values: blanks for dates, type and link (the schema takes them as nothing). */
interface Values {
  appName: string;
  vendor: string;
  dpaStatus: PrivacyApp['dpaStatus'];
  agreementType: string;
  signedAt: string;
  expiresAt: string;
  dataElements: string[];
  agreementUrl: string;
  approvedForStudents: boolean;
}

const EMPTY: Values = {
  appName: '',
  vendor: '',
  dpaStatus: 'none',
  agreementType: '',
  signedAt: '',
  expiresAt: '',
  dataElements: [],
  agreementUrl: '',
  approvedForStudents: false,
};

const fromApp = (a: PrivacyApp): Values => ({
  appName: a.appName,
  vendor: a.vendor,
  // What was recorded: a signed agreement past its date stays signed until it is edited.
  dpaStatus: a.dpaStatus,
  agreementType: a.agreementType ?? '',
  signedAt: a.signedAt ?? '',
  expiresAt: a.expiresAt ?? '',
  dataElements: [...a.dataElements],
  agreementUrl: a.agreementUrl ?? '',
  approvedForStudents: a.approvedForStudents,
});

const toPayload = (v: Values): AppInput => ({
  ...v,
  agreementType: v.agreementType as AppInput['agreementType'],
  dataElements: (Array.isArray(v.dataElements) ? v.dataElements : []) as AppInput['dataElements'],
});

interface AgreementDialogProps {
  districtId: string;
  /** The app to edit (a license or an app without one); none to add an app without a license. */
  app: PrivacyApp | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit an app's agreement, or add an app in use without a license (docs/product.md#vendor-agreements). */
export function AgreementDialog({ districtId, app, open, onOpenChange }: AgreementDialogProps) {
  const save = useSaveAgreement(districtId);
  const licensed = app?.licenseId != null;
  const { t } = useTranslation('privacy');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="agreement"
          schema={appInputSchema}
          defaultValues={app ? fromApp(app) : EMPTY}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            if (app?.licenseId) {
              const { appName: _n, vendor: _v, ...agreement } = payload;
              await save.mutateAsync({ kind: 'license', licenseId: app.licenseId, payload: agreement });
            } else if (app) await save.mutateAsync({ kind: 'app', id: app.id!, payload });
            else await save.mutateAsync({ kind: 'new', payload });
            done();
          }}
        >
          <DialogHeader
            title={app ? t('agreement.editTitle') : t('agreement.addTitle')}
            description={
              app
                ? `${app.appName} · ${app.vendor}${licensed ? '' : ` · ${t('apps.noLicense')}`}`
                : t('agreement.addDescription')
            }
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {!licensed && (
              <>
                <FormField name="appName" label={t('agreement.app')} required>
                  <Input maxLength={200} placeholder={t('agreement.appPlaceholder')} />
                </FormField>
                <FormField name="vendor" label={t('agreement.vendor')} required>
                  <Input maxLength={200} placeholder={t('agreement.vendorPlaceholder')} />
                </FormField>
              </>
            )}
            <FormField name="dpaStatus" label={t('agreement.status')}>
              <Select options={STATUS_OPTIONS} />
            </FormField>
            <FormField name="agreementType" label={t('agreement.type')} optional>
              <Select options={TYPE_OPTIONS} />
            </FormField>
            <FormField name="signedAt" label={t('agreement.signedOn')} hint={t('agreement.signedOnHint')}>
              <Input type="date" />
            </FormField>
            <FormField
              name="expiresAt"
              label={t('agreement.expiresOn')}
              optional
              hint={t('agreement.expiresOnHint')}
            >
              <Input type="date" />
            </FormField>
            <DataElementsField />
            <FormField
              name="agreementUrl"
              label={t('agreement.link')}
              optional
              hint={t('agreement.linkHint')}
              className="sm:col-span-2"
            >
              <Input
                inputMode="url"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={2000}
                placeholder={t('agreement.linkPlaceholder')}
              />
            </FormField>
            <FormField
              name="approvedForStudents"
              label={t('agreement.approved')}
              hint={t('agreement.approvedHint')}
              className="sm:col-span-2"
            >
              <Switch />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={app ? t('agreement.save') : t('agreement.add')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}

/** The checklist of student data the app receives. */
function DataElementsField() {
  const { t } = useTranslation('privacy');
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('agreement.dataShared')}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {DATA_ELEMENTS.map((e) => (
          <DataElementBox key={e.key} value={e.key} label={e.label} />
        ))}
      </div>
    </fieldset>
  );
}

function DataElementBox({ value, label }: { value: string; label: string }) {
  const { register } = useFormContext<Values>();
  return (
    <label className="flex cursor-pointer items-start gap-2 text-sm text-fg">
      <input
        type="checkbox"
        value={value}
        className="mt-0.5 size-4 shrink-0 accent-brand"
        {...register('dataElements')}
      />
      <span>{label}</span>
    </label>
  );
}
