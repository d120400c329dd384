import { integrationsApi } from '@domain/api/integrations';
import type { IntegrationSlug } from '@domain/integrations';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/integrations/:name/test: `{ ok, message }` says what failed (shown beside the button). */
export const useTestConnection = (name: IntegrationSlug, districtId: string) =>
  useApiMutation<typeof integrationsApi.test, void>(integrationsApi.test, {
    input: () => ({ params: { name }, body: { districtId } }),
    failure: 'The connection could not be tested',
  });
