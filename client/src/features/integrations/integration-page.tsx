import { INTEGRATIONS } from '@domain/integrations';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWsEvent } from '@/lib/use-ws-event';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { ConnectorsOverview } from './connectors-overview';
import { IntegrationView } from './integration-view';
import { integrationsKey } from './use-integrations';

/** /integrations/connectwise, /incidentiq and /brightgauge (see docs/product.md#integrations): one integration of the working district. */
export function IntegrationPage() {
  const { name } = useParams();
  const user = useCurrentUser();
  const { t } = useTranslation('integrations');
  const access = useAccess('integrations', 'admin');
  const { districtId, districtName, providerWide } = useWorkingDistrict();
  const queryClient = useQueryClient();
  useWsEvent('integration_changed', () => void queryClient.invalidateQueries({ queryKey: integrationsKey }));
  const integration = INTEGRATIONS.find((i) => i.slug === name);
  if (!integration) return <Navigate to="/not-found" replace />;
  return (
    <>
      <PageHeader
        title={integration.name}
        description={
          districtName
            ? t('page.withDistrict', {
                description: t(`page.descriptions.${integration.slug}`),
                district: districtName,
              })
            : t(`page.descriptions.${integration.slug}`)
        }
      />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} plural verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <IntegrationView
          key={`${districtId}-${integration.slug}`}
          name={integration.slug}
          districtId={districtId}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ChooseDistrictCard what={t('page.chooseWhat')} />
          {providerWide && <ConnectorsOverview />}
        </div>
      )}
    </>
  );
}
