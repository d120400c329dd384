import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { SettingsBreadcrumb } from './settings-header';
import { SettingsView } from './settings-view';

/** /settings: System Settings of the working district (see docs/product.md). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const access = useAccess('settings', 'admin');
  const { districtId, districtName } = useWorkingDistrict();
  return (
    <>
      <PageHeader
        eyebrow={<SettingsBreadcrumb />}
        title={t('header.title')}
        description={
          districtName ? t('page.description', { district: districtName }) : t('page.descriptionAny')
        }
      />
      {!access.ok ? (
        <AreaLocked what={t('page.locked')} plural verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <SettingsView key={districtId} districtId={districtId} />
      ) : (
        <ChooseDistrictCard what={t('page.choose')} />
      )}
    </>
  );
}
