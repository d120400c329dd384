import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { DistrictStatusView } from './district-status-view';
import { ProviderStatusView } from './provider-status-view';
import { useMonitorsLive } from './use-monitors-live';

/**
 * /status — System Status (see docs/product.md#system-status): a district's monitors, health and
 * incidents; for Five Star outside a district, one row per district, each opening its status.
 */
export function StatusPage() {
  const user = useCurrentUser();
  const access = useAccess('monitors');
  const { t } = useTranslation('monitors');
  const { districtId, districtName, providerWide, choose } = useWorkingDistrict();
  useMonitorsLive(districtId);
  if (!access.ok)
    return (
      <>
        <PageHeader title={t('systemStatus')} />
        <AreaLocked what={t('systemStatus')} verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  if (!districtId) return <ProviderStatusView />;
  return (
    <DistrictStatusView
      key={districtId}
      districtId={districtId}
      districtName={districtName}
      headerActions={
        providerWide && (
          <Button variant="secondary" onClick={() => choose(null)}>
            {t('allDistricts')}
          </Button>
        )
      }
    />
  );
}
