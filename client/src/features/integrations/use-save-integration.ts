import type { Endpoint } from '@domain/api/endpoint';
import { integrationsApi } from '@domain/api/integrations';
import { INTEGRATION_MESSAGES, type integrationSettingsSchema } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import type { z } from 'zod';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { integrationsKey } from './use-integrations';

/** The three saves differ only in their body, which each form builds (and the server checks). */
type SaveEndpoint = Endpoint & { body: z.ZodType<object>; response: typeof integrationSettingsSchema };
const saves: Record<IntegrationSlug, SaveEndpoint> = {
  connectwise: integrationsApi.saveConnectwise,
  incidentiq: integrationsApi.saveIncidentiq,
  brightgauge: integrationsApi.saveBrightgauge,
  google: integrationsApi.saveGoogle,
};

/** PUT /api/integrations/:name: the answer says 'saved' for credentials, never their values. */
export const useSaveIntegration = (name: IntegrationSlug) =>
  useApiMutation(saves[name], {
    input: (body: object) => ({ body }),
    success: INTEGRATION_MESSAGES.saved,
    failure: INTEGRATION_MESSAGES.saveFailed,
    invalidates: [integrationsKey, dashboardKeys.integrations],
  });
