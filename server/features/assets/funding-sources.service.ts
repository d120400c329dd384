import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_FUNDING_SOURCES,
  type FundingSource,
  ASSET_MONEY_MESSAGES as MM,
} from '../../../domain/asset-money.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assets, fundingSources } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

const ordered = (runner: Db | Tx, districtId: string) =>
  runner
    .select({ key: fundingSources.key, label: fundingSources.label, erateC2: fundingSources.erateC2 })
    .from(fundingSources)
    .where(eq(fundingSources.districtId, districtId))
    .orderBy(asc(fundingSources.position), asc(fundingSources.key));

/**
 * A district's funding sources in order. The first read writes the defaults (E-Rate C2, ESSER,
 * Title I–IV, local bond, general fund, grant), so every district has its rows from then on.
 */
export async function fundingSourcesOf(runner: Db | Tx, districtId: string): Promise<FundingSource[]> {
  const rows = await ordered(runner, districtId);
  if (rows.length) return rows;
  await runner
    .insert(fundingSources)
    .values(DEFAULT_FUNDING_SOURCES.map((s, position) => ({ ...s, districtId, position })))
    .onConflictDoNothing();
  return ordered(runner, districtId);
}

/**
 * GET/PUT /api/funding-sources (see docs/product.md#asset-money): the money area's administrators
 * read and replace the list whole. A source still funding assets cannot be removed (409 saying how
 * many); renaming keeps the key, so assets keep their source.
 */
export function createFundingSources({ db, bus }: { db: Db; bus: EventBus }) {
  return {
    list: (actor: Identity, requested: string | undefined) =>
      fundingSourcesOf(db, resolveDistrict(actor, requested)),

    async replace(actor: Identity, requested: string | undefined, sources: FundingSource[]) {
      const districtId = resolveDistrict(actor, requested);
      const saved = await db.transaction(async (tx) => {
        await tx.execute(
          // One replace of a district's list at a time.
          sql`select pg_advisory_xact_lock(hashtext(${`funding:${districtId}`}))`,
        );
        const current = await fundingSourcesOf(tx, districtId);
        const kept = new Set(sources.map((s) => s.key));
        const removed = current.filter((s) => !kept.has(s.key));
        if (removed.length) {
          const [used] = await tx
            .select({ key: assets.fundingSource, n: count() })
            .from(assets)
            .where(
              and(
                eq(assets.districtId, districtId),
                inArray(
                  assets.fundingSource,
                  removed.map((s) => s.key),
                ),
              ),
            )
            .groupBy(assets.fundingSource)
            .limit(1);
          if (used) throw conflict(MM.fundingInUse(removed.find((s) => s.key === used.key)!.label, used.n));
        }
        await tx.delete(fundingSources).where(eq(fundingSources.districtId, districtId));
        await tx
          .insert(fundingSources)
          .values(sources.map((s, position) => ({ ...s, districtId, position })));
        return ordered(tx, districtId);
      });
      await bus
        .publish({ type: 'asset_updated', districtId, data: { fundingSources: true, count: 0 } })
        .catch(() => {});
      return saved;
    },
  };
}
