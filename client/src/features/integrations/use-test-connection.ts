import { integrationsApi } from '@domain/api/integrations';
import type { IntegrationSlug } from '@domain/integrations';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/integrations/:name/test: `{ ok, message }` says what failed (shown beside the button). */
export const useTestConnection = (name: IntegrationSlug, districtId: string) =>
  useApiMutation<typeof integrationsApi.test, void>(integrationsApi.test, {
    input: () => ({ params: { name }, body: { districtId } }),
    failure: i18n.t('integrations:toast.testFailed'),
  });
