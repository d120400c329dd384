import { DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser, useSwitchView } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { VAULT_DESCRIPTION, VAULT_TITLE, VaultBreadcrumb } from './vault-header';
import { VaultView } from './vault-view';

/**
 * /passwords: the Password Vault of the working district (see docs/product.md#password-vault).
 * Five Star's administrators use a district's vault inside its district view only.
 */
export function VaultPage() {
  const user = useCurrentUser();
  const access = useAccess('vault');
  const { districtId, districtName, providerWide } = useWorkingDistrict();
  const { t } = useTranslation('vault');
  if (access.ok && districtId) return <VaultView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader eyebrow={<VaultBreadcrumb />} title={VAULT_TITLE} description={VAULT_DESCRIPTION} />
      {providerWide ? (
        districtId ? (
          <EnterView districtId={districtId} districtName={districtName} />
        ) : (
          <ChooseDistrictCard what={t('page.chooseWhat')} />
        )
      ) : !access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}

/** A provider admin outside a district view: the vault opens in the district's view, where each reveal is theirs. */
function EnterView({ districtId, districtName }: { districtId: string; districtName: string | null }) {
  const switchView = useSwitchView();
  const { t } = useTranslation('vault');
  return (
    <Card>
      <EmptyState
        icon={DoorOpen}
        title={t('page.enterTitle')}
        description={t('page.enterDescription', { district: districtName ?? t('page.aDistrict') })}
        action={
          <Button
            loading={switchView.isPending}
            onClick={() => switchView.mutate({ districtId, to: '/passwords' })}
          >
            {t('page.enter', { district: districtName ?? t('page.theDistrict') })}
          </Button>
        }
      />
    </Card>
  );
}
