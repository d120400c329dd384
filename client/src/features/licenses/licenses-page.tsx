import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { LICENSES_DESCRIPTION, LICENSES_TITLE, LicensesBreadcrumb } from './licenses-header';
import { LicensesView } from './licenses-view';

/** /licenses: License Tracking of the working district (see docs/product.md#licenses). */
export function LicensesPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('licenses');
  const access = useAccess('licenses');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <LicensesView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader
        eyebrow={<LicensesBreadcrumb />}
        title={LICENSES_TITLE}
        description={LICENSES_DESCRIPTION}
      />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}
