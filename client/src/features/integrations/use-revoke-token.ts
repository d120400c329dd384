import { integrationsApi } from '@domain/api/integrations';
import { INTEGRATION_MESSAGES } from '@domain/integration-settings';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { tokensKey } from './use-reporting-tokens';

/** DELETE /api/integrations/brightgauge/tokens/:id: BrightGauge's next call with it is refused. */
export const useRevokeToken = (districtId: string) =>
  useApiMutation(integrationsApi.revokeToken, {
    input: (id: string) => ({ params: { id }, query: { districtId } }),
    success: INTEGRATION_MESSAGES.tokenRevoked,
    failure: i18n.t('integrations:toast.revokeTokenFailed'),
    invalidates: [tokensKey(districtId)],
  });
