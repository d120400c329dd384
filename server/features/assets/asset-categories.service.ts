import { and, count, eq, inArray } from 'drizzle-orm';
import {
  type AssetCategoryDef,
  ASSET_CATEGORY_MESSAGES as CM,
  DEFAULT_ASSET_CATEGORIES,
} from '../../../domain/assets.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assetCategoryLists, assets } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

/** A district's category list as kept, or the defaults until its administrators save one. */
export async function categoriesOf(runner: Db | Tx, districtId: string): Promise<AssetCategoryDef[]> {
  const [row] = await runner
    .select({ categories: assetCategoryLists.categories })
    .from(assetCategoryLists)
    .where(eq(assetCategoryLists.districtId, districtId));
  return row?.categories ?? DEFAULT_ASSET_CATEGORIES;
}

/**
 * The category list of a district (see docs/product.md#inventory): everyone who reads assets reads
 * it; administrators replace it whole. A category still used by assets cannot be removed (409
 * saying how many use it); renaming keeps the key, so assets keep their category.
 */
export function createAssetCategories({ db, bus }: { db: Db; bus: EventBus }) {
  return {
    list: (actor: Identity, requested: string | undefined) =>
      categoriesOf(db, resolveDistrict(actor, requested)),

    async replace(
      actor: Identity,
      requested: string | undefined,
      categories: AssetCategoryDef[],
    ): Promise<AssetCategoryDef[]> {
      const districtId = resolveDistrict(actor, requested);
      await db.transaction(async (tx) => {
        // Locks the district's list (or its place), so an asset saved meanwhile sees the new one.
        await tx
          .insert(assetCategoryLists)
          .values({ districtId, categories: DEFAULT_ASSET_CATEGORIES })
          .onConflictDoNothing();
        const [current] = await tx
          .select({ categories: assetCategoryLists.categories })
          .from(assetCategoryLists)
          .where(eq(assetCategoryLists.districtId, districtId))
          .for('update');
        const kept = new Set(categories.map((c) => c.key));
        const removed = current!.categories.filter((c) => !kept.has(c.key));
        if (removed.length) {
          const used = await tx
            .select({ category: assets.category, n: count() })
            .from(assets)
            .where(
              and(
                eq(assets.districtId, districtId),
                inArray(
                  assets.category,
                  removed.map((c) => c.key),
                ),
              ),
            )
            .groupBy(assets.category);
          const first = used[0];
          if (first) {
            const label = removed.find((c) => c.key === first.category)!.label;
            throw conflict(CM.inUse(label, first.n));
          }
        }
        await tx
          .update(assetCategoryLists)
          .set({ categories, updatedAt: new Date() })
          .where(eq(assetCategoryLists.districtId, districtId));
      });
      await bus
        .publish({ type: 'asset_updated', districtId, data: { categories: true, count: 0 } })
        .catch(() => {});
      return categories;
    },
  };
}
