import { type DistrictSettings, updateSettingsSchema } from '@domain/settings';
import { Form } from '@/ui/form';
import { SaveBar } from './save-bar';
import { DistrictSection, EnrollmentSection, SchoolDaySection, TimeZoneSection } from './settings-sections';
import { toPayload, valuesOf } from './settings-values';
import { SlaTargetsSection } from './sla-targets-section';
import { useSaveSettings } from './use-save-settings';

/**
 * The district's settings, saved together by Save Changes. Mount it with `key={updatedAt}`: after a
 * save the answer becomes the cache, so the form starts again from what was kept.
 */
export function SettingsForm({ settings }: { settings: DistrictSettings }) {
  const save = useSaveSettings(settings.districtId);
  return (
    <Form
      id="settings"
      schema={updateSettingsSchema}
      defaultValues={valuesOf(settings)}
      toPayload={(values) => toPayload(values, settings)}
      onSubmit={(payload) => save.mutateAsync(payload)}
      className="gap-6"
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DistrictSection />
        <TimeZoneSection />
        <EnrollmentSection />
        <SchoolDaySection />
      </div>
      <SlaTargetsSection />
      <SaveBar />
    </Form>
  );
}
