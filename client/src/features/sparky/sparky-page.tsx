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

  return (
    <>
      <PageHeader
        title="Sparky AI Assistant"
        description="Tier 1 IT support for your district, any time: step-by-step fixes and tickets when a technician is needed."
      />
      {!access.ok ? (
        <AreaLocked what="Sparky" verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <SparkyChat key={districtId} user={user} districtId={districtId} />
      ) : (
        <ChooseDistrictCard what="Sparky's conversations" />
      )}
    </>
  );
}
