import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header';
import { ConnectorsOverview } from './connectors-overview';

/** /admin/integrations, for Five Star administrators: every district's connectors in one table. */
export function ConnectorsPage() {
  const { t } = useTranslation('integrations');
  return (
    <>
      <PageHeader title={t('connectors.title')} description={t('connectors.description')} />
      <ConnectorsOverview />
    </>
  );
}
