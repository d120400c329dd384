import { PageHeader } from '@/ui/page-header';
import { ConnectorsOverview } from './connectors-overview';

/** /admin/integrations, for Five Star administrators: every district's connectors in one table. */
export function ConnectorsPage() {
  return (
    <>
      <PageHeader
        title="Integrations"
        description="ConnectWise, IncidentIQ and BrightGauge across the districts. Choose a district to change its settings."
      />
      <ConnectorsOverview />
    </>
  );
}
