import { eq, sql } from 'drizzle-orm';
import { PRIORITIES } from '../../../domain/priorities.ts';
import {
  type DistrictSlaPolicy,
  legacyOverride,
  policiesOf,
  SLA_PRODUCT_DEFAULTS,
  type SlaPolicy,
  type SlaSource,
  type SlaTargetsByPriority,
  type TierDefaults,
  targetsOf,
} from '../../../domain/sla.ts';
import { SERVICE_LEVELS, type ServiceLevel } from '../../../domain/tiers.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districtSlaPolicies, districts, slaTierDefaults } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { readDistrictSettings } from '../settings/index.ts';

type Reader = Pick<Db, 'select'>;
type TargetRow = Pick<
  typeof slaTierDefaults.$inferSelect,
  'priority' | 'firstResponseMinutes' | 'resolutionMinutes' | 'allHours'
>;

const targetColumns = {
  priority: slaTierDefaults.priority,
  firstResponseMinutes: slaTierDefaults.firstResponseMinutes,
  resolutionMinutes: slaTierDefaults.resolutionMinutes,
  allHours: slaTierDefaults.allHours,
};

/** Rows over a base: each priority's row where there is one. */
function overlay(base: SlaTargetsByPriority, rows: readonly TargetRow[]): SlaTargetsByPriority {
  const targets = { ...base };
  for (const { priority, ...t } of rows) targets[priority] = t;
  return targets;
}

/** Every tier's default targets: Five Star's where saved, else the product's. */
async function tierDefaults(
  db: Reader,
): Promise<Record<ServiceLevel, { targets: SlaTargetsByPriority; saved: boolean }>> {
  const rows = await db
    .select({ tier: slaTierDefaults.serviceLevel, ...targetColumns })
    .from(slaTierDefaults);
  return Object.fromEntries(
    SERVICE_LEVELS.map((tier) => {
      const own = rows.filter((r) => r.tier === tier);
      return [tier, { targets: overlay(SLA_PRODUCT_DEFAULTS[tier], own), saved: own.length > 0 }];
    }),
  ) as Record<ServiceLevel, { targets: SlaTargetsByPriority; saved: boolean }>;
}

/**
 * A district's targets and where they come from: its own policy; else the SLA targets System
 * Settings kept before policies existed, when they were set (they were its contract); else its
 * tier's defaults.
 */
async function districtTargets(
  db: Reader,
  districtId: string,
): Promise<{ tier: ServiceLevel; source: SlaSource; targets: SlaTargetsByPriority }> {
  const [district] = await db
    .select({ tier: districts.serviceLevel })
    .from(districts)
    .where(eq(districts.id, districtId));
  if (!district) throw notFound('District not found.');
  const own = await db
    .select({
      priority: districtSlaPolicies.priority,
      firstResponseMinutes: districtSlaPolicies.firstResponseMinutes,
      resolutionMinutes: districtSlaPolicies.resolutionMinutes,
      allHours: districtSlaPolicies.allHours,
    })
    .from(districtSlaPolicies)
    .where(eq(districtSlaPolicies.districtId, districtId));
  const { tier } = district;
  const defaults = (await tierDefaults(db))[tier].targets;
  if (own.length > 0) return { tier, source: 'district', targets: overlay(defaults, own) };
  const legacy = legacyOverride((await readDistrictSettings(db, districtId)).slaTargets, tier);
  if (legacy) return { tier, source: 'district', targets: legacy };
  return { tier, source: 'tier', targets: defaults };
}

const answerOf = ({
  tier,
  source,
  targets,
}: Awaited<ReturnType<typeof districtTargets>>): DistrictSlaPolicy[] =>
  policiesOf(targets).map((p) => ({ ...p, source, tier }));

const rowsOf = (policies: readonly SlaPolicy[]) =>
  PRIORITIES.map((priority) => {
    const p = policies.find((x) => x.priority === priority)!;
    return {
      priority,
      firstResponseMinutes: p.firstResponseMinutes,
      resolutionMinutes: p.resolutionMinutes,
      allHours: p.allHours,
    };
  });

/** SLA policies (see docs/product.md#sla-targets): a district's targets and the tiers' defaults. */
export function createSlaService({ db, bus }: { db: Db; bus: EventBus }) {
  return {
    /** A district's targets by priority and where they come from (what the ticket clock will read). */
    targets: (districtId: string) => districtTargets(db, districtId),

    async policies(actor: Identity, requested?: string): Promise<DistrictSlaPolicy[]> {
      return answerOf(await districtTargets(db, resolveDistrict(actor, requested)));
    },

    /** The district's own targets (its contract), one per priority. */
    async updatePolicies(actor: Identity, requested: string | undefined, input: SlaPolicy[]) {
      const districtId = resolveDistrict(actor, requested);
      await db.transaction(async (tx) => {
        // One save of a district's policy at a time.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sla-policy'), hashtext(${districtId}))`);
        const before = await districtTargets(tx, districtId);
        const [district] = await tx
          .select({ name: districts.name })
          .from(districts)
          .where(eq(districts.id, districtId));
        const rows = rowsOf(input);
        for (const row of rows)
          await tx
            .insert(districtSlaPolicies)
            .values({ districtId, ...row })
            .onConflictDoUpdate({
              target: [districtSlaPolicies.districtId, districtSlaPolicies.priority],
              set: { ...row, updatedAt: sql`now()` },
            });
        await recordAudit(tx, actor, {
          action: 'sla.updated',
          districtId,
          target: district?.name,
          before: { source: before.source, targets: before.targets },
          after: { targets: targetsOf(input) },
        });
      });
      await bus.publish({ type: 'settings_changed', districtId, data: { sla: true } });
      return answerOf(await districtTargets(db, districtId));
    },

    async defaults(): Promise<TierDefaults[]> {
      const all = await tierDefaults(db);
      return SERVICE_LEVELS.map((tier) => ({
        tier,
        policies: policiesOf(all[tier].targets),
        productDefaults: !all[tier].saved,
      }));
    },

    /** Five Star's default targets of a tier (the guard has checked Five Star's administration). */
    async updateDefaults(actor: Identity, tier: ServiceLevel, input: SlaPolicy[]): Promise<TierDefaults> {
      await db.transaction(async (tx) => {
        const before = (await tierDefaults(tx))[tier].targets;
        for (const row of rowsOf(input))
          await tx
            .insert(slaTierDefaults)
            .values({ serviceLevel: tier, ...row })
            .onConflictDoUpdate({
              target: [slaTierDefaults.serviceLevel, slaTierDefaults.priority],
              set: { ...row, updatedAt: sql`now()` },
            });
        await recordAudit(tx, actor, {
          action: 'sla.defaults_updated',
          districtId: null,
          target: tier,
          before: { targets: before },
          after: { targets: targetsOf(input) },
        });
      });
      const all = await tierDefaults(db);
      return { tier, policies: policiesOf(all[tier].targets), productDefaults: false };
    },
  };
}
