import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { USERS_DESCRIPTION, USERS_TITLE, UsersBreadcrumb } from './users-header';
import { UsersView } from './users-view';

/** /users: User Management of the working district (see docs/product.md#user-management). */
export function UsersPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('users');
  const access = useAccess('users');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <UsersView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader eyebrow={<UsersBreadcrumb />} title={USERS_TITLE} description={USERS_DESCRIPTION} />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}
