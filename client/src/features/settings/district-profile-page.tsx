import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { EmailChannelsSection } from '@/features/email-channels';
import { SamlCard } from '@/features/saml';
import { ScimCard } from '@/features/scim';
import { StaffSection } from '@/features/users';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Breadcrumb } from '@/ui/breadcrumb';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { ProfileForm } from './profile-form';
import { SettingsLoader } from './settings-view';
import { SitesSection } from './sites-section';
import { SlaTargetsCard } from './sla-targets-card';
import { WorkingCalendarCard } from './working-calendar-card';

/**
 * /district-profile: what other features need, kept by every tier's administrators: time zone,
 * enrollment, school day, email domains, the working calendar and SLA targets, sites, the help
 * desk's email channels (where the district has tickets), the district's staff and its single
 * sign-on (SAML; Five Star's own outside a district)
 * (see docs/product.md#district-profile).
 */
export function DistrictProfilePage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const access = useAccess('profile', 'admin');
  const { districtId, districtName } = useWorkingDistrict();
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={t('profilePage.title')} />}
        title={t('profilePage.title')}
        description={t('profilePage.description', { district: districtName ?? t('profilePage.aDistrict') })}
      />
      {!access.ok ? (
        <AreaLocked what={t('profilePage.locked')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <div key={districtId} className="flex flex-col gap-6">
          <SettingsLoader districtId={districtId}>
            {(settings) => <ProfileForm key={settings.updatedAt} settings={settings} />}
          </SettingsLoader>
          <WorkingCalendarCard districtId={districtId} />
          <SlaTargetsCard districtId={districtId} />
          <SitesSection districtId={districtId} />
          <EmailChannelsSection districtId={districtId} />
          <StaffSection districtId={districtId} districtName={districtName ?? t('profilePage.theDistrict')} />
          <SamlCard scope={districtId} />
          <ScimCard districtId={districtId} />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <ChooseDistrictCard what={t('profilePage.choose')} />
          {/* Five Star's own staff: outside a district, its administrators keep their single sign-on here. */}
          {user.accountRole === 'provider_admin' && <SamlCard scope="fivestar" />}
        </div>
      )}
    </>
  );
}
