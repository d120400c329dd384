import { eq, sql } from 'drizzle-orm';
import { PRIORITIES } from '../../../domain/priorities.ts';
import {
  type DistrictSlaPolicy,
  policiesOf,
  type SlaPolicy,
  type TierDefaults,
  targetsOf,
} from '../../../domain/sla.ts';
import { SERVICE_LEVELS, type ServiceLevel } from '../../../domain/tiers.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districtSlaPolicies, districts, slaTierDefaults } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { listAtRisk } from './sla-at-risk.ts';
import { districtTargets, tierDefaults } from './sla-targets.ts';

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
    /** Open tickets at risk or past due: one district's, or every district's (null). */
    atRisk: (districtId: string | null) => listAtRisk(db, districtId),

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
