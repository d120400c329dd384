import { type DistrictSettings, districtProfileSchema, SETTINGS_MESSAGES } from '@domain/settings';
import { Form } from '@/ui/form';
import { SaveBar } from './save-bar';
import {
  EmailDomainsSection,
  EnrollmentSection,
  HelpPortalSection,
  SchoolDaySection,
  TimeZoneSection,
} from './settings-sections';
import { profileValuesOf, toProfilePayload } from './settings-values';
import { useSaveSettings } from './use-save-settings';

/**
 * The District profile's fields (every tier), saved together by Save Changes. Mount it with
 * `key={updatedAt}` so that after a save the form starts again from what was kept.
 */
export function ProfileForm({ settings }: { settings: DistrictSettings }) {
  const save = useSaveSettings(settings.districtId, SETTINGS_MESSAGES.profileSaved);
  return (
    <Form
      id="district-profile"
      schema={districtProfileSchema}
      defaultValues={profileValuesOf(settings)}
      toPayload={(values) => toProfilePayload(values, settings.districtId)}
      onSubmit={(payload) => save.mutateAsync(payload)}
      className="gap-6"
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TimeZoneSection />
        <EnrollmentSection />
        <SchoolDaySection />
        <EmailDomainsSection />
        <HelpPortalSection />
      </div>
      <SaveBar />
    </Form>
  );
}
