import { eq } from 'drizzle-orm';
import {
  effectiveRules,
  RETENTION_AUDIT,
  RETENTION_RULES,
  type RetentionInput,
  type RetentionPreview,
  type RetentionRuleKey,
  type RetentionSettings,
  retentionCutoff,
} from '../../../domain/retention.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, districts, retentionSettings } from '../../db/schema/index.ts';
import { countOf, RETENTION_QUERIES, removeBatch } from './retention-queries.ts';

/** How the nightly run is named in the audit log (it acts for nobody). */
export const RETENTION_RUN_ACTOR = 'Nightly retention run';

export type RetentionCounts = Record<RetentionRuleKey, number>;

/**
 * Retention (see docs/product.md#retention): a district's rules (days per kind of record, the
 * defaults filled in), the preview of what a run would remove, and the run itself.
 */
export function createRetentionService({ db }: { db: Db }) {
  async function rowOf(districtId: string) {
    const [row] = await db
      .select()
      .from(retentionSettings)
      .where(eq(retentionSettings.districtId, districtId));
    return row ?? null;
  }

  async function read(districtId: string, now = new Date()): Promise<RetentionSettings> {
    const row = await rowOf(districtId);
    const rules = effectiveRules(row?.rules);
    return {
      rules: RETENTION_RULES.map((r) => ({
        key: r.key,
        days: rules[r.key],
        defaultDays: r.defaultDays,
        cutoff: retentionCutoff(rules[r.key], now).toISOString(),
      })),
      updatedAt: row?.rules && Object.keys(row.rules).length > 0 ? row.updatedAt.toISOString() : null,
      lastRunAt: row?.lastRunAt?.toISOString() ?? null,
      lastRunCounts: (row?.lastRunCounts as RetentionSettings['lastRunCounts']) ?? null,
    };
  }

  return {
    read,

    /** Changes the rules named (null: the default again); the others stay. */
    async save(actor: Identity, districtId: string, input: RetentionInput): Promise<RetentionSettings> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ rules: retentionSettings.rules })
          .from(retentionSettings)
          .where(eq(retentionSettings.districtId, districtId))
          .for('update');
        const saved: Record<string, number> = { ...(before?.rules ?? {}) };
        const was = effectiveRules(saved);
        for (const [key, days] of Object.entries(input.rules)) {
          if (days === null) delete saved[key];
          else if (days !== undefined) saved[key] = days;
        }
        const now = effectiveRules(saved);
        const values = { rules: saved, updatedBy: actor.userId, updatedAt: new Date() };
        await tx
          .insert(retentionSettings)
          .values({ districtId, ...values })
          .onConflictDoUpdate({ target: retentionSettings.districtId, set: values });
        const changed = RETENTION_RULES.filter((r) => was[r.key] !== now[r.key]).map((r) => r.key);
        if (changed.length > 0)
          await recordAudit(tx, actor, {
            action: RETENTION_AUDIT.updated,
            districtId,
            target: 'Retention rules',
            before: Object.fromEntries(changed.map((k) => [k, was[k]])),
            after: Object.fromEntries(changed.map((k) => [k, now[k]])),
          });
      });
      return read(districtId);
    },

    /** Per rule, what a run now would remove (and the withdrawn people it keeps), counts only. */
    async preview(districtId: string, now = new Date()): Promise<RetentionPreview> {
      const rules = effectiveRules((await rowOf(districtId))?.rules);
      return {
        at: now.toISOString(),
        rules: await Promise.all(
          RETENTION_RULES.map(async (r) => {
            const q = RETENTION_QUERIES[r.key];
            const cutoff = retentionCutoff(rules[r.key], now);
            return {
              key: r.key,
              cutoff: cutoff.toISOString(),
              count: await countOf(db, q, q.removable(districtId, cutoff)),
              kept: q.kept ? await countOf(db, q, q.kept(districtId, cutoff)) : 0,
            };
          }),
        ),
      };
    },

    /**
     * The run for one district: each rule's removable rows in batches (each its own short
     * transaction), then the counts in retention_settings and, when anything went, one audit log
     * entry with the counts per rule (never what the rows said).
     */
    async apply(districtId: string, now = new Date()): Promise<RetentionCounts> {
      const rules = effectiveRules((await rowOf(districtId))?.rules);
      const counts = Object.fromEntries(RETENTION_RULES.map((r) => [r.key, 0])) as RetentionCounts;
      for (const r of RETENTION_RULES) {
        const q = RETENTION_QUERIES[r.key];
        const cutoff = retentionCutoff(rules[r.key], now);
        for (;;) {
          const gone = await removeBatch(db, q, districtId, cutoff);
          counts[r.key] += gone;
          if (gone < q.batch) break;
        }
      }
      const removed = Object.values(counts).some((n) => n > 0);
      await db.transaction(async (tx) => {
        await tx
          .insert(retentionSettings)
          .values({ districtId, lastRunAt: now, lastRunCounts: counts })
          .onConflictDoUpdate({
            target: retentionSettings.districtId,
            set: { lastRunAt: now, lastRunCounts: counts },
          });
        if (removed)
          await tx.insert(auditLog).values({
            actorLabel: RETENTION_RUN_ACTOR,
            districtId,
            action: RETENTION_AUDIT.applied,
            target: 'Retention rules',
            after: counts,
          });
      });
      return counts;
    },

    /** Every district's id (the nightly run queues one job each). */
    async districtIds(): Promise<string[]> {
      return (await db.select({ id: districts.id }).from(districts)).map((d) => d.id);
    },
  };
}
