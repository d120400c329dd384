import type { ReactNode } from 'react';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';

/**
 * What every scan screen needs first: a district, and the right to change its inventory (technicians
 * and administrators; viewers read the inventory but do not scan). `read` for a screen that shows
 * before it changes (the audits list).
 */
export function ScanPageGate({
  what,
  permission = 'write',
  children,
}: {
  what: string;
  permission?: 'read' | 'write';
  children: (districtId: string) => ReactNode;
}) {
  const user = useCurrentUser();
  const access = useAccess('assets', permission);
  const { districtId } = useWorkingDistrict();
  if (!access.ok) return <AreaLocked what={what} verdict={access} serviceLevel={user.serviceLevel} />;
  if (!districtId) return <ChooseDistrictCard what={what} />;
  return <>{children(districtId)}</>;
}
