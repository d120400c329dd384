import { INTEGRATIONS } from '../../../domain/integrations.ts';
import { connectorSettings, setConnectorSettings } from '../integrations/index.ts';
import type { OperationHandler } from './operation-handler.ts';

const describe = (s: { enabled: boolean; syncMinutes: number | null }) =>
  `${s.enabled ? 'on' : 'off'}${s.syncMinutes === null ? '' : `, syncing every ${s.syncMinutes} minutes`}`;

/**
 * Turns a connector on or off for the district and/or sets how often it syncs, in the settings
 * the integration itself runs on (see docs/product.md#integrations).
 */
export const updateIntegrationSettings: OperationHandler<'update_integration_settings'> = async (
  { tx, dryRun },
  district,
  params,
) => {
  const name = INTEGRATIONS.find((i) => i.slug === params.integration)!.name;
  const before = await connectorSettings(tx, district.id, params.integration);
  const after = {
    enabled: params.enabled ?? before.enabled,
    syncMinutes: before.syncMinutes === null ? null : (params.syncIntervalMinutes ?? before.syncMinutes),
  };
  if (after.enabled && !before.hasCredentials)
    return {
      outcome: 'skipped',
      detail: `${name} has no credentials saved for this district: set it up first.`,
    };
  if (before.enabled === after.enabled && before.syncMinutes === after.syncMinutes)
    return { outcome: 'skipped', detail: `Nothing to change: ${name} is already ${describe(after)}.` };
  if (dryRun)
    return { outcome: 'ok', detail: `Would set ${name} to ${describe(after)} (now ${describe(before)}).` };
  await setConnectorSettings(tx, district.id, params.integration, after);
  return { outcome: 'ok', detail: `${name} is now ${describe(after)} (was ${describe(before)}).` };
};
