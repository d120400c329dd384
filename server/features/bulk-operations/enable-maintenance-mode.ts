import { eq } from 'drizzle-orm';
import { districts } from '../../db/schema/index.ts';
import { type OperationHandler, when } from './operation-handler.ts';

/**
 * Sets the district's maintenance window: within it its users' changes answer 503 (the access
 * guard), and it ends on time by itself because it is a window, not a switch.
 */
export const enableMaintenanceMode: OperationHandler<'enable_maintenance_mode'> = async (
  { tx, dryRun },
  district,
  params,
) => {
  const window = `from ${when(params.startsAt)} to ${when(params.endsAt)}`;
  const replacing =
    district.maintenanceEndsAt && district.maintenanceEndsAt.getTime() > Date.now()
      ? ` (replacing the window ending ${when(district.maintenanceEndsAt)})`
      : '';
  if (dryRun) return { outcome: 'ok', detail: `Would pause changes ${window}${replacing}.` };
  await tx
    .update(districts)
    .set({
      maintenanceStartsAt: new Date(params.startsAt),
      maintenanceEndsAt: new Date(params.endsAt),
      maintenanceMessage: params.message || null,
      updatedAt: new Date(),
    })
    .where(eq(districts.id, district.id));
  return { outcome: 'ok', detail: `Changes paused ${window}${replacing}.`, identityChanged: true };
};
