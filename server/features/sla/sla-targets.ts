import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_SLA_HOURS } from '../../../domain/settings.ts';
import {
  legacyOverride,
  SLA_PRODUCT_DEFAULTS,
  type SlaSource,
  type SlaTargetsByPriority,
} from '../../../domain/sla.ts';
import { SERVICE_LEVELS, type ServiceLevel } from '../../../domain/tiers.ts';
import type { Db } from '../../db/client.ts';
import { districtSettings, districtSlaPolicies, districts, slaTierDefaults } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

// A district's SLA targets as its clocks and its policy screen read them.

type Reader = Pick<Db, 'select'>;
type TargetRow = Pick<
  typeof slaTierDefaults.$inferSelect,
  'priority' | 'firstResponseMinutes' | 'resolutionMinutes' | 'allHours'
>;

const policyColumns = {
  priority: districtSlaPolicies.priority,
  firstResponseMinutes: districtSlaPolicies.firstResponseMinutes,
  resolutionMinutes: districtSlaPolicies.resolutionMinutes,
  allHours: districtSlaPolicies.allHours,
};

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
export async function tierDefaults(
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

type DistrictTargets = { tier: ServiceLevel; source: SlaSource; targets: SlaTargetsByPriority };

/**
 * A district's targets and where they come from: its own policy; else the SLA targets System
 * Settings kept before policies existed, when they were set (they were its contract); else its
 * tier's defaults.
 */
export async function districtTargets(db: Reader, districtId: string): Promise<DistrictTargets> {
  const found = (await targetsOfDistricts(db, [districtId])).get(districtId);
  if (!found) throw notFound('District not found.');
  return found;
}

/** Several districts' targets (as districtTargets) in three queries, however many districts. */
export async function targetsOfDistricts(
  db: Reader,
  districtIds: readonly string[],
): Promise<Map<string, DistrictTargets>> {
  const ids = [...new Set(districtIds)];
  if (ids.length === 0) return new Map();
  const [places, own, defaults] = await Promise.all([
    db
      .select({ id: districts.id, tier: districts.serviceLevel, legacy: districtSettings.slaTargets })
      .from(districts)
      .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
      .where(inArray(districts.id, ids)),
    db
      .select({ districtId: districtSlaPolicies.districtId, ...policyColumns })
      .from(districtSlaPolicies)
      .where(inArray(districtSlaPolicies.districtId, ids)),
    tierDefaults(db),
  ]);
  return new Map(
    places.map(({ id, tier, legacy }): [string, DistrictTargets] => {
      const base = defaults[tier].targets;
      const mine = own.filter((r) => r.districtId === id);
      if (mine.length > 0) return [id, { tier, source: 'district', targets: overlay(base, mine) }];
      const old = legacyOverride(legacy ?? DEFAULT_SLA_HOURS, tier);
      if (old) return [id, { tier, source: 'district', targets: old }];
      return [id, { tier, source: 'tier', targets: base }];
    }),
  );
}
