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
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { useSaveAgreement } from './agreement-save';

const STATUS_OPTIONS = optionsOf(DPA_STATUSES, DPA_STATUS_LABELS);
const TYPE_OPTIONS = [{ value: '', label: 'Not set' }, ...optionsOf(AGREEMENT_TYPES, AGREEMENT_TYPE_LABELS)];

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
            title={app ? 'Privacy agreement' : 'Add an app without a license'}
            description={
              app
                ? `${app.appName} · ${app.vendor}${licensed ? '' : ' · no license'}`
                : 'An app students or staff use that the license tracker does not list, with its agreement.'
            }
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {!licensed && (
              <>
                <FormField name="appName" label="App" required>
                  <Input maxLength={200} placeholder="e.g. Kahoot!" />
                </FormField>
                <FormField name="vendor" label="Vendor" required>
                  <Input maxLength={200} placeholder="e.g. Kahoot! ASA" />
                </FormField>
              </>
            )}
            <FormField name="dpaStatus" label="Agreement status">
              <Select options={STATUS_OPTIONS} />
            </FormField>
            <FormField name="agreementType" label="Agreement type" optional>
              <Select options={TYPE_OPTIONS} />
            </FormField>
            <FormField name="signedAt" label="Signed on" hint="Needed once the agreement is signed.">
              <Input type="date" />
            </FormField>
            <FormField
              name="expiresAt"
              label="Expires on"
              optional
              hint="Reminders 90, 60, 30 and 7 days before."
            >
              <Input type="date" />
            </FormField>
            <DataElementsField />
            <FormField
              name="agreementUrl"
              label="Link to the signed agreement"
              optional
              hint="Where the district keeps it (http:// or https://)."
              className="sm:col-span-2"
            >
              <Input
                inputMode="url"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={2000}
                placeholder="https://sdpc.a4l.org/…"
              />
            </FormField>
            <FormField
              name="approvedForStudents"
              label="Approved for student use"
              hint="Teachers may use it with students."
              className="sm:col-span-2"
            >
              <Switch />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={app ? 'Save agreement' : 'Add app'} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}

/** The checklist of student data the app receives. */
function DataElementsField() {
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-fg">Student data shared</legend>
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
