import { count, eq } from 'drizzle-orm';
import { ASSET_STATUSES, type AssetStatus } from '../../../domain/asset-vocabulary.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/index.ts';

/** How many of a district's assets are in each status (its status index answers it). */
export async function assetStatusCounts(
  reader: Pick<Db, 'select'>,
  districtId: string,
): Promise<Record<AssetStatus, number>> {
  const rows = await reader
    .select({ status: assets.status, n: count() })
    .from(assets)
    .where(eq(assets.districtId, districtId))
    .groupBy(assets.status);
  const counts = Object.fromEntries(ASSET_STATUSES.map((s) => [s, 0])) as Record<AssetStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
