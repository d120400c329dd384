import { type DistrictSettings, systemSettingsSchema } from '@domain/settings';
import { Form } from '@/ui/form';
import { SaveBar } from './save-bar';
import { DistrictSection } from './settings-sections';
import { systemValuesOf, toSystemPayload } from './settings-values';
import { SlaTargetsSection } from './sla-targets-section';
import { useSaveSettings } from './use-save-settings';

/**
 * System Settings' own fields (FS Apex), saved together by Save Changes. Mount it with
 * `key={updatedAt}`: after a save the answer becomes the cache, so the form starts again from what was kept.
 */
export function SettingsForm({ settings }: { settings: DistrictSettings }) {
  const save = useSaveSettings(settings.districtId);
  return (
    <Form
      id="settings"
      schema={systemSettingsSchema}
      defaultValues={systemValuesOf(settings)}
      toPayload={(values) => toSystemPayload(values, settings.districtId)}
      onSubmit={(payload) => save.mutateAsync(payload)}
      className="gap-6"
    >
      <DistrictSection />
      <SlaTargetsSection />
      <SaveBar />
    </Form>
  );
}
