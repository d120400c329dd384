import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { SCHEDULING_DESCRIPTION, SCHEDULING_TITLE, SchedulingBreadcrumb } from './scheduling-header';
import { SchedulingView } from './scheduling-view';

/** /technician-scheduling: visits of the working district (see docs/product.md#scheduling). */
export function SchedulingPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('visits');
  const access = useAccess('visits');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <SchedulingView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader
        eyebrow={<SchedulingBreadcrumb />}
        title={SCHEDULING_TITLE}
        description={SCHEDULING_DESCRIPTION}
      />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}
