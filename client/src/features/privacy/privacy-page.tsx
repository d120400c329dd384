import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Breadcrumb } from '@/ui/breadcrumb';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { AppsSection } from './apps-section';
import { RetentionSection } from './retention-section';
import { SubjectRequestsSection } from './subject-requests-section';

/** /privacy: the district's student data privacy (see docs/product.md#student-data-privacy). */
export function PrivacyPage() {
  const user = useCurrentUser();
  const access = useAccess('privacy');
  const { districtId } = useWorkingDistrict();
  const { t } = useTranslation('privacy');
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={t('page.title')} />}
        title={t('page.title')}
        description={t('page.description')}
      />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : !districtId ? (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      ) : (
        <div key={districtId} className="space-y-6">
          <AppsSection districtId={districtId} />
          <RetentionSection districtId={districtId} />
          <SubjectRequestsSection districtId={districtId} />
        </div>
      )}
    </>
  );
}
