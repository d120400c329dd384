import { integrationsApi } from '@domain/api/integrations';
import { INTEGRATION_MESSAGES } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { integrationsKey } from './use-integrations';

/** POST /api/integrations/:name/sync: queues a run (a job); the history shows it as it goes. */
export const useSyncNow = (name: IntegrationSlug, districtId: string) =>
  useApiMutation<typeof integrationsApi.sync, void>(integrationsApi.sync, {
    input: () => ({ params: { name }, body: { districtId } }),
    success: INTEGRATION_MESSAGES.syncStarted,
    failure: i18n.t('integrations:toast.syncFailed'),
    invalidates: [integrationsKey],
  });
