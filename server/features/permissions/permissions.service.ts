import { eq, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES, type FeatureToggles, featuresOf } from '../../../domain/access.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { districts, providerSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { DEFAULT_FEATURES_KEY, defaultFeatures } from './default-features.ts';

/** One district's id, or 'defaults' (what new districts get). */
type Target = string;

/** Manage Permissions: the feature toggles of a district, or the defaults for new districts. */
export interface PermissionsServiceDeps {
  db: Db;
  bus: EventBus;
  /** Every server forgets the cached identities of a district whose toggles changed. */
  identities: Pick<SessionStore, 'changed'>;
}

export function createPermissionsService({ db, bus, identities }: PermissionsServiceDeps) {
  async function districtFeatures(runner: Pick<Db, 'select'>, districtId: string, lock = false) {
    const q = runner
      .select({ name: districts.name, features: districts.features })
      .from(districts)
      .where(eq(districts.id, districtId));
    const [row] = await (lock ? q.for('update') : q);
    if (!row) throw notFound(ACCESS_MESSAGES.districtNotFound);
    return { name: row.name, features: featuresOf(row.features) };
  }

  return {
    async read(target: Target): Promise<{ districtId: string; features: FeatureToggles }> {
      const features =
        target === 'defaults' ? await defaultFeatures(db) : (await districtFeatures(db, target)).features;
      return { districtId: target, features };
    },

    /** Saves the toggles and records who changed what; answers whether a district's users are concerned. */
    async save(actor: Identity, target: Target, features: FeatureToggles) {
      const saved = await db.transaction(async (tx) => {
        if (target === 'defaults') {
          const before = await defaultFeatures(tx);
          await tx
            .insert(providerSettings)
            .values({ key: DEFAULT_FEATURES_KEY, value: features })
            .onConflictDoUpdate({
              target: providerSettings.key,
              set: { value: features, updatedAt: sql`now()` },
            });
          await recordAudit(tx, actor, {
            action: 'permissions.saved',
            districtId: null,
            target: 'All districts (defaults)',
            before,
            after: features,
          });
          return { districtId: target, features, changedDistrict: null };
        }
        const { name, features: before } = await districtFeatures(tx, target, true);
        await tx.update(districts).set({ features, updatedAt: new Date() }).where(eq(districts.id, target));
        await recordAudit(tx, actor, {
          action: 'permissions.saved',
          districtId: target,
          target: name,
          before,
          after: features,
        });
        return { districtId: target, features, changedDistrict: target };
      });
      if (saved.changedDistrict) {
        // Every server forgets the district's cached identities; its browsers refresh their sidebar.
        await identities.changed({ districtId: saved.changedDistrict });
        await bus.publish({
          type: 'permissions_changed',
          districtId: saved.changedDistrict,
          data: { features: saved.features },
        });
      }
      return { districtId: saved.districtId, features: saved.features };
    },
  };
}
