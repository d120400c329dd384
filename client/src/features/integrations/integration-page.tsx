import { INTEGRATIONS, type IntegrationSlug } from '@domain/integrations';
import { useQueryClient } from '@tanstack/react-query';
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

const DESCRIPTIONS: Record<IntegrationSlug, string> = {
  connectwise: 'Tickets flow both ways with Five Star’s ConnectWise Manage service desk.',
  incidentiq: 'The district’s IncidentIQ tickets come in; portal tickets go out; status stays in step.',
  brightgauge:
    'BrightGauge reads a read-only reporting feed; the dashboard’s analytics button opens the district’s own dashboard.',
  google:
    'Chromebooks from the Google Admin console become the inventory: previewed, approved, then kept in step nightly.',
};

/** /integrations/connectwise, /incidentiq and /brightgauge (see docs/product.md#integrations): one integration of the working district. */
export function IntegrationPage() {
  const { name } = useParams();
  const user = useCurrentUser();
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
            ? `${DESCRIPTIONS[integration.slug]} (${districtName})`
            : DESCRIPTIONS[integration.slug]
        }
      />
      {!access.ok ? (
        <AreaLocked what="Integrations" plural verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId ? (
        <IntegrationView
          key={`${districtId}-${integration.slug}`}
          name={integration.slug}
          districtId={districtId}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ChooseDistrictCard what="Integration settings" />
          {providerWide && <ConnectorsOverview />}
        </div>
      )}
    </>
  );
}
