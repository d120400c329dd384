import type { GoogleOptions } from '@domain/google-workspace';
import type { IntegrationSlug } from '@domain/integrations';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { BrightgaugeForm } from './brightgauge-form';
import { ConnectionStatusCard } from './connection-status-card';
import { ConnectwiseForm } from './connectwise-form';
import { GoogleForm } from './google-form';
import { GoogleOrgUnits } from './google-org-units';
import { GoogleReview } from './google-review';
import { IncidentiqForm } from './incidentiq-form';
import { ReportingTokensCard } from './reporting-tokens-card';
import { SyncHistory } from './sync-history';
import { useIntegrations } from './use-integrations';

/** One integration of one district: its status and actions, its settings, and what it did. */
export function IntegrationView({ name, districtId }: { name: IntegrationSlug; districtId: string }) {
  const list = useIntegrations(districtId);
  const { t } = useTranslation('integrations');
  if (list.isPending)
    return (
      <Card className="flex flex-col gap-3 p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24" />
      </Card>
    );
  if (list.isError) return <LoadError title={t('view.loadFailed')} query={list} />;
  const settings = list.data.find((i) => i.name === name)!;
  const googleOuSites = (settings.options as Partial<GoogleOptions>).ouSites ?? {};
  return (
    <div className="flex flex-col gap-6">
      <ConnectionStatusCard settings={settings} />
      {name === 'connectwise' && (
        <ConnectwiseForm key={settings.credentialsSaved ? 'saved' : 'new'} settings={settings} />
      )}
      {name === 'incidentiq' && (
        <IncidentiqForm key={settings.credentialsSaved ? 'saved' : 'new'} settings={settings} />
      )}
      {name === 'google' && (
        <>
          <GoogleReview districtId={districtId} canSync={settings.enabled && settings.credentialsSaved} />
          <GoogleOrgUnits districtId={districtId} saved={googleOuSites} />
          <GoogleForm key={settings.credentialsSaved ? 'saved' : 'new'} settings={settings} />
        </>
      )}
      {name === 'brightgauge' && (
        <>
          <BrightgaugeForm settings={settings} />
          <ReportingTokensCard districtId={districtId} />
        </>
      )}
      {name !== 'brightgauge' && <SyncHistory name={name} districtId={districtId} />}
    </div>
  );
}
