import { DEFAULT_SCHOOL_DAY, MAX_ATTACHMENT_MB } from '@domain/settings';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { SchoolDayNow, TimeZoneNow } from './local-time';
import { SettingsSection } from './settings-section';
import type { ProfileValues, SystemValues } from './settings-values';
import { TimeZoneInput } from './time-zone-input';

const Field = FormField<ProfileValues>;
const SystemField = FormField<SystemValues>;

export function DistrictSection() {
  return (
    <SettingsSection
      title="District"
      description="How the district is named across the portal."
      fields={['name', 'location']}
    >
      <SystemField name="name" label="District name" required>
        <Input maxLength={120} autoComplete="organization" />
      </SystemField>
      <SystemField name="location" label="Location" optional hint="City and state, e.g. Benson, AZ">
        <Input maxLength={120} />
      </SystemField>
    </SettingsSection>
  );
}

export function TimeZoneSection() {
  return (
    <SettingsSection
      title="Time zone"
      description="Visits, meetings and the school day are scheduled in the district's local time."
      fields={['timezone']}
    >
      <Field name="timezone" label="Time zone" required hint="Type a city or region to search the list.">
        <TimeZoneInput />
      </Field>
      <TimeZoneNow />
    </SettingsSection>
  );
}

export function EnrollmentSection() {
  return (
    <SettingsSection
      title="Enrollment"
      description="Used to report technology cost per student in Analytics and the board report."
      fields={['enrollment']}
    >
      <Field name="enrollment" label="Students enrolled" optional hint="Leave empty if not known yet.">
        <Input type="number" inputMode="numeric" min={0} step={1} className="sm:max-w-48" />
      </Field>
    </SettingsSection>
  );
}

export function SchoolDaySection() {
  return (
    <SettingsSection
      title="School day"
      description={`When technicians can visit schools. Default ${DEFAULT_SCHOOL_DAY.start}–${DEFAULT_SCHOOL_DAY.end}.`}
      fields={['schoolDayStart', 'schoolDayEnd']}
    >
      <div className="grid grid-cols-2 gap-4">
        <Field name="schoolDayStart" label="Starts at" required>
          <Input type="time" />
        </Field>
        <Field name="schoolDayEnd" label="Ends at" required>
          <Input type="time" />
        </Field>
      </div>
      <SchoolDayNow />
    </SettingsSection>
  );
}

export function EmailDomainsSection() {
  return (
    <SettingsSection
      title="Email domains"
      description="People who create an account with an address of these domains wait for your approval under Staff."
      fields={['emailDomains']}
    >
      <Field
        name="emailDomains"
        label="The district’s email domains"
        optional
        hint="One per line, e.g. benson.k12.az.us. Public mail services such as gmail.com are not accepted."
      >
        <Textarea rows={3} spellCheck={false} autoCapitalize="none" />
      </Field>
    </SettingsSection>
  );
}

/** The help portal (/help): who reaches it by Google sign-in, and how large a file they may attach. */
export function HelpPortalSection() {
  return (
    <SettingsSection
      title="Help portal"
      description="Staff and students of these domains who sign in with Google reach the help portal at once, as Staff & Students: Sparky, their tickets and their devices, nothing else."
      fields={['requesterDomains', 'attachmentLimitMb']}
    >
      <Field
        name="requesterDomains"
        label="Staff & Students domains"
        optional
        hint="One per line, e.g. students.benson.k12.az.us. A domain listed here and under Email domains also makes Staff & Students: raise someone’s role in User Management."
      >
        <Textarea rows={3} spellCheck={false} autoCapitalize="none" />
      </Field>
      <Field
        name="attachmentLimitMb"
        label="Largest attachment (MB)"
        optional
        hint={`From 1 to ${MAX_ATTACHMENT_MB}. Leave empty for ${MAX_ATTACHMENT_MB} MB.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ATTACHMENT_MB}
          step={1}
          placeholder={String(MAX_ATTACHMENT_MB)}
          className="sm:max-w-48"
        />
      </Field>
    </SettingsSection>
  );
}
