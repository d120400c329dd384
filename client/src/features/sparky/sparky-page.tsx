import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { SparkyChat } from './sparky-chat';

/** Sparky, the AI support assistant, for one district (see docs/product.md#sparky). */
export function SparkyPage() {
  const user = useCurrentUser();
  const { districtId } = useWorkingDistrict();
  const access = useAccess('sparky');
  const { t } = useTranslation('sparky');

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!access.ok ? (
        <AreaLocked what={t('page.what')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <SparkyChat key={districtId} user={user} districtId={districtId} />
      ) : (
        <ChooseDistrictCard what={t('page.conversations')} />
      )}
    </>
  );
}
