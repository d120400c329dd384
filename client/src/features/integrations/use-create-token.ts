import { integrationsApi } from '@domain/api/integrations';
import type { CreateReportingTokenPayload } from '@domain/reporting';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { tokensKey } from './use-reporting-tokens';

/** POST /api/integrations/brightgauge/tokens: the value comes back once, to be copied. */
export const useCreateToken = (districtId: string) =>
  useApiMutation(integrationsApi.createToken, {
    input: (body: CreateReportingTokenPayload) => ({ body }),
    failure: i18n.t('integrations:toast.createTokenFailed'),
    invalidates: [tokensKey(districtId)],
  });
