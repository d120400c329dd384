import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { SETTINGS_TITLE, SettingsBreadcrumb } from './settings-header';
import { SettingsView } from './settings-view';

/** /settings: System Settings of the working district (see docs/product.md). */
export function SettingsPage() {
  const user = useCurrentUser();
  const access = useAccess('settings', 'admin');
  const { districtId, districtName } = useWorkingDistrict();
  return (
    <>
      <PageHeader
        eyebrow={<SettingsBreadcrumb />}
        title={SETTINGS_TITLE}
        description={
          districtName
            ? `How ${districtName} is set up: its time zone, school day, service targets and sites.`
            : 'A district’s time zone, school day, service targets and sites.'
        }
      />
      {!access.ok ? (
        <AreaLocked what="System Settings" plural verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <SettingsView key={districtId} districtId={districtId} />
      ) : (
        <ChooseDistrictCard what="Settings" />
      )}
    </>
  );
}
