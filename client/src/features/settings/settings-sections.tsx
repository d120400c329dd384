import { DEFAULT_SCHOOL_DAY } from '@domain/settings';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { SchoolDayNow, TimeZoneNow } from './local-time';
import { SettingsSection } from './settings-section';
import type { SettingsValues } from './settings-values';
import { TimeZoneInput } from './time-zone-input';

const Field = FormField<SettingsValues>;

export function DistrictSection() {
  return (
    <SettingsSection
      title="District"
      description="How the district is named across the portal."
      fields={['name', 'location']}
    >
      <Field name="name" label="District name" required>
        <Input maxLength={120} autoComplete="organization" />
      </Field>
      <Field name="location" label="Location" optional hint="City and state, e.g. Benson, AZ">
        <Input maxLength={120} />
      </Field>
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
      description="Used to report technology cost per student."
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
