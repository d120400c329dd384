import {
  GOOGLE_SCHEDULE_LABELS,
  GOOGLE_SCHEDULES,
  type GoogleOptions,
  type SaveGooglePayload,
  saveGoogleSchema,
} from '@domain/google-workspace';
import type { IntegrationSettings } from '@domain/integration-settings';
import { useState } from 'react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CheckboxField, FormCard } from './form-parts';
import { useSaveIntegration } from './use-save-integration';

const EMPTY = { serviceAccountKey: '', adminEmail: '', customerId: 'my_customer' };
const SCHEDULE_OPTIONS = optionsOf(GOOGLE_SCHEDULES, GOOGLE_SCHEDULE_LABELS);

type Values = {
  enabled: boolean;
  credentials: typeof EMPTY;
  options: {
    apiRoot: string;
    schedule: GoogleOptions['schedule'];
    writeBack: boolean;
    approveAbovePercent: string;
    category: string;
    googleUserEmails: boolean;
    createStaffFromGoogle: boolean;
    staffOrgUnit: string;
  };
};

/**
 * Google Workspace (see docs/product.md#google-workspace): the service account's JSON key, the
 * administrator it acts as and the customer; when it syncs, the share that needs approval, and
 * whether the console's annotated fields follow the portal.
 */
export function GoogleForm({ settings }: { settings: IntegrationSettings }) {
  const save = useSaveIntegration('google');
  const [replacing, setReplacing] = useState(false);
  const options = settings.options as GoogleOptions;
  const values: Values = {
    enabled: settings.enabled,
    credentials: EMPTY,
    options: {
      apiRoot: options.apiRoot,
      schedule: options.schedule,
      writeBack: options.writeBack,
      approveAbovePercent: String(options.approveAbovePercent),
      category: options.category,
      googleUserEmails: options.googleUserEmails,
      createStaffFromGoogle: options.createStaffFromGoogle,
      staffOrgUnit: options.staffOrgUnit,
    },
  };
  const sendCredentials = !settings.credentialsSaved || replacing;
  return (
    <Form
      id="google"
      schema={saveGoogleSchema}
      defaultValues={values}
      toPayload={(v): SaveGooglePayload => ({
        districtId: settings.districtId,
        enabled: v.enabled,
        ...(sendCredentials ? { credentials: v.credentials } : {}),
        options: {
          ...options,
          apiRoot: v.options.apiRoot,
          schedule: v.options.schedule,
          writeBack: v.options.writeBack,
          approveAbovePercent: Number(v.options.approveAbovePercent),
          category: v.options.category,
          googleUserEmails: v.options.googleUserEmails,
          createStaffFromGoogle: v.options.createStaffFromGoogle,
          staffOrgUnit: v.options.staffOrgUnit,
        },
      })}
      onSubmit={(payload) => save.mutateAsync(payload).then(() => setReplacing(false))}
      className="gap-6"
    >
      <FormCard
        title="Credentials"
        description="A service account with domain-wide delegation of the directory scopes, the administrator it acts as, and the customer."
      >
        {settings.credentialsSaved && !replacing ? (
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone="green" dot>
              Saved
            </Badge>
            <span className="text-sm text-muted-fg">Stored encrypted; never shown again.</span>
            <Button variant="secondary" size="sm" onClick={() => setReplacing(true)}>
              Replace credentials
            </Button>
          </div>
        ) : (
          <>
            <FormField
              name="credentials.serviceAccountKey"
              label="Service account JSON key"
              hint="Paste the whole file the Cloud console downloaded."
              required
            >
              <Textarea rows={5} autoComplete="off" spellCheck={false} className="font-mono text-xs" />
            </FormField>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <FormField name="credentials.adminEmail" label="Administrator to act as" required>
                <Input type="email" autoComplete="off" placeholder="it-admin@district.org" />
              </FormField>
              <FormField
                name="credentials.customerId"
                label="Customer id"
                hint="my_customer: the administrator's own"
              >
                <Input autoComplete="off" />
              </FormField>
            </div>
            {settings.credentialsSaved && (
              <div>
                <Button variant="ghost" size="sm" onClick={() => setReplacing(false)}>
                  Keep the saved credentials
                </Button>
              </div>
            )}
          </>
        )}
      </FormCard>
      <FormCard
        title="Sync"
        description="When Chromebooks are read, and when a sync waits for an administrator."
      >
        <CheckboxField name="enabled" label="Enabled" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField name="options.schedule" label="Schedule">
            <Select options={SCHEDULE_OPTIONS} />
          </FormField>
          <FormField
            name="options.approveAbovePercent"
            label="Approve changes above (%)"
            hint="A sync changing more of the inventory waits for approval."
          >
            <Input type="number" inputMode="numeric" min={0} max={100} />
          </FormField>
          <FormField name="options.category" label="Category of new Chromebooks">
            <Input />
          </FormField>
        </div>
        <CheckboxField
          name="options.writeBack"
          label="Write back to the Admin console"
          hint="The console's asset id, location and user follow the portal's tag, site and person."
        />
        <FormField
          name="options.apiRoot"
          label="API root"
          hint="Google's address; change it only for a test server."
        >
          <Input type="url" />
        </FormField>
      </FormCard>
      <FormCard title="People" description="Google's users as a second source of the roster's emails.">
        <CheckboxField
          name="options.googleUserEmails"
          label="Fill missing emails from Google"
          hint="A rostered person without an email gets their Google address: matched by the SIS id in the user's Employee ID, else by the same full name when only one person and one user have it."
        />
        <CheckboxField
          name="options.createStaffFromGoogle"
          label="Add staff from Google"
          hint="Users of the staff org unit who match nobody are added as staff."
        />
        <FormField
          name="options.staffOrgUnit"
          label="Staff org unit"
          hint="With its sub-units, like /Staff; empty: nobody is added."
        >
          <Input autoComplete="off" placeholder="/Staff" className="md:max-w-sm" />
        </FormField>
      </FormCard>
      <div className="flex justify-end">
        <FormSubmit>Save Google Workspace settings</FormSubmit>
      </div>
    </Form>
  );
}
