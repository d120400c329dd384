import { and, eq } from 'drizzle-orm';
import { INTEGRATIONS } from '../../../domain/integrations.ts';
import { districtIntegrationSettings } from '../../db/schema/index.ts';
import type { OperationHandler } from './operation-handler.ts';

const DEFAULTS = { enabled: false, syncIntervalMinutes: 15 };
const describe = (s: { enabled: boolean; syncIntervalMinutes: number }) =>
  `${s.enabled ? 'on' : 'off'}, syncing every ${s.syncIntervalMinutes} minutes`;

/** Turns a connector on or off for the district and/or sets how often it syncs. */
export const updateIntegrationSettings: OperationHandler<'update_integration_settings'> = async (
  { tx, dryRun },
  district,
  params,
) => {
  const name = INTEGRATIONS.find((i) => i.slug === params.integration)!.name;
  const [row] = await tx
    .select()
    .from(districtIntegrationSettings)
    .where(
      and(
        eq(districtIntegrationSettings.districtId, district.id),
        eq(districtIntegrationSettings.integration, params.integration),
      ),
    );
  const before = row ? { enabled: row.enabled, syncIntervalMinutes: row.syncIntervalMinutes } : DEFAULTS;
  const after = {
    enabled: params.enabled ?? before.enabled,
    syncIntervalMinutes: params.syncIntervalMinutes ?? before.syncIntervalMinutes,
  };
  if (row && before.enabled === after.enabled && before.syncIntervalMinutes === after.syncIntervalMinutes)
    return { outcome: 'skipped', detail: `Nothing to change: ${name} is already ${describe(after)}.` };
  if (dryRun)
    return { outcome: 'ok', detail: `Would set ${name} to ${describe(after)} (now ${describe(before)}).` };
  await tx
    .insert(districtIntegrationSettings)
    .values({ districtId: district.id, integration: params.integration, ...after })
    .onConflictDoUpdate({
      target: [districtIntegrationSettings.districtId, districtIntegrationSettings.integration],
      set: { ...after, updatedAt: new Date() },
    });
  return { outcome: 'ok', detail: `${name} is now ${describe(after)} (was ${describe(before)}).` };
};
