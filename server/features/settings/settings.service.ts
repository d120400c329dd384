import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_SCHOOL_DAY,
  DEFAULT_SLA_HOURS,
  DEFAULT_TIMEZONE,
  type DistrictSettings,
  SETTINGS_MESSAGES,
  type Site,
  type SiteInput,
  SYSTEM_SETTINGS_FIELDS,
  schoolDayInOrder,
  type UpdateSettingsPayload,
} from '../../../domain/settings.ts';
import { requireAccess } from '../../access/guard.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { districtSettings, districts, sites } from '../../db/schema/index.ts';
import { conflict, invalidFields, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

/** A district's settings as kept, or the defaults until an administrator saves them. */
export async function readDistrictSettings(
  db: Pick<Db, 'select'>,
  districtId: string,
): Promise<DistrictSettings> {
  const [row] = await db
    .select({ d: districts, s: districtSettings })
    .from(districts)
    .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
    .where(eq(districts.id, districtId));
  if (!row) throw notFound('District not found.');
  const { d, s } = row;
  return {
    districtId: d.id,
    name: d.name,
    location: d.location,
    timezone: s?.timezone ?? DEFAULT_TIMEZONE,
    enrollment: s?.enrollment ?? null,
    schoolDayStart: s?.schoolDayStart ?? DEFAULT_SCHOOL_DAY.start,
    schoolDayEnd: s?.schoolDayEnd ?? DEFAULT_SCHOOL_DAY.end,
    slaTargets: s?.slaTargets ?? DEFAULT_SLA_HOURS,
    emailDomains: s?.emailDomains ?? [],
    requesterDomains: s?.requesterDomains ?? [],
    attachmentLimitMb: s?.attachmentLimitMb ?? null,
    onCallPhone: s?.onCallPhone ?? null,
    updatedAt: (s?.updatedAt ?? d.updatedAt).toISOString(),
  };
}

const toSite = (s: typeof sites.$inferSelect): Site => ({
  id: s.id,
  districtId: s.districtId,
  name: s.name,
  address: s.address,
  phone: s.phone,
  contactName: s.contactName,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

const siteNameTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'sites_district_name_key')) throw conflict(SETTINGS_MESSAGES.siteNameTaken);
  throw err;
};

/** Only the fields the save changed, as they were and as they are. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => !isDeepStrictEqual(before[k], after[k]));
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  return { before: pick(before), after: pick(after) };
}

/** The fields a payload gives (an absent one keeps what is saved). */
const definedOf = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A mail domain belongs to one district, as a staff or a requester domain: another's would show it
 * that district's waiting accounts, or make its people requesters of the wrong district.
 */
async function refuseTakenDomains(tx: Tx, districtId: string, domains: string[]) {
  // One save of domains at a time, so two districts cannot take the same one at once.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('district-email-domains'))`);
  const [taken] = await tx
    .select({
      domains: sql<string[]>`${districtSettings.emailDomains} || ${districtSettings.requesterDomains}`,
    })
    .from(districtSettings)
    .where(
      and(
        ne(districtSettings.districtId, districtId),
        sql`(${districtSettings.emailDomains} || ${districtSettings.requesterDomains}) && ${sql.param(domains)}::text[]`,
      ),
    )
    .limit(1);
  const domain = taken && domains.find((d) => taken.domains.includes(d));
  if (domain) throw conflict(SETTINGS_MESSAGES.emailDomainTaken(domain));
}

/** The District profile, System Settings and the district's sites. */
export function createSettingsService({ db, bus }: { db: Db; bus: EventBus }) {
  // Open settings, sites pickers and sidebars refresh (on every server).
  const changed = (districtId: string) => bus.publish({ type: 'settings_changed', districtId, data: {} });

  async function siteOf(actor: Identity, id: string) {
    const [row] = await db.select().from(sites).where(eq(sites.id, id));
    return visibleRow(actor, row, SETTINGS_MESSAGES.siteNotFound);
  }

  return {
    read: (actor: Identity, requested?: string) =>
      readDistrictSettings(db, resolveDistrict(actor, requested)),

    /**
     * Saves the fields given and keeps the others. A system field (name, SLA targets…) needs System
     * Settings; the profile's fields are every tier's.
     */
    async update(actor: Identity, input: UpdateSettingsPayload): Promise<DistrictSettings> {
      const districtId = resolveDistrict(actor, input.districtId);
      const { districtId: _named, ...given } = input;
      if (SYSTEM_SETTINGS_FIELDS.some((field) => given[field] !== undefined))
        requireAccess(actor, 'settings', 'admin');
      await db.transaction(async (tx) => {
        const { updatedAt: _was, districtId: _id, ...before } = await readDistrictSettings(tx, districtId);
        const next = { ...before, ...definedOf(given) };
        if (!schoolDayInOrder(next.schoolDayStart, next.schoolDayEnd))
          throw invalidFields([{ path: 'schoolDayEnd', message: SETTINGS_MESSAGES.dayOrder }]);
        const newDomains = [...(given.emailDomains ?? []), ...(given.requesterDomains ?? [])];
        if (newDomains.length) await refuseTakenDomains(tx, districtId, newDomains);
        const kept = {
          timezone: next.timezone,
          enrollment: next.enrollment,
          schoolDayStart: next.schoolDayStart,
          schoolDayEnd: next.schoolDayEnd,
          emailDomains: next.emailDomains,
          requesterDomains: next.requesterDomains,
          attachmentLimitMb: next.attachmentLimitMb,
          slaTargets: next.slaTargets,
          onCallPhone: next.onCallPhone || null,
          updatedAt: new Date(),
        };
        await tx
          .insert(districtSettings)
          .values({ districtId, ...kept })
          .onConflictDoUpdate({ target: districtSettings.districtId, set: kept });
        if (given.name !== undefined || given.location !== undefined)
          await tx
            .update(districts)
            .set({ name: next.name, location: next.location || null, updatedAt: new Date() })
            .where(eq(districts.id, districtId));
        const { updatedAt: _now, districtId: _same, ...after } = await readDistrictSettings(tx, districtId);
        await recordAudit(tx, actor, {
          action: 'district.updated',
          districtId,
          target: after.name,
          ...changedFields(before, after),
        });
      });
      await changed(districtId);
      return readDistrictSettings(db, districtId);
    },

    async sites(actor: Identity, requested?: string): Promise<Site[]> {
      const districtId = resolveDistrict(actor, requested);
      const rows = await db
        .select()
        .from(sites)
        .where(eq(sites.districtId, districtId))
        .orderBy(asc(sites.name));
      return rows.map(toSite);
    },

    async createSite(actor: Identity, input: SiteInput & { name: string }): Promise<Site> {
      const districtId = resolveDistrict(actor, input.districtId);
      const [row] = await db
        .insert(sites)
        .values({
          districtId,
          name: input.name,
          address: input.address ?? null,
          phone: input.phone ?? null,
          contactName: input.contactName ?? null,
        })
        .returning()
        .catch(siteNameTaken);
      await changed(districtId);
      return toSite(row!);
    },

    async updateSite(actor: Identity, id: string, input: SiteInput & { name: string }): Promise<Site> {
      const site = await siteOf(actor, id);
      visibleRow(actor, site, SETTINGS_MESSAGES.siteNotFound, input.districtId);
      const [row] = await db
        .update(sites)
        .set({
          name: input.name,
          address: input.address ?? null,
          phone: input.phone ?? null,
          contactName: input.contactName ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(sites.id, id), eq(sites.districtId, site.districtId)))
        .returning()
        .catch(siteNameTaken);
      await changed(site.districtId);
      return toSite(row!);
    },

    async deleteSite(actor: Identity, id: string): Promise<void> {
      const site = await siteOf(actor, id);
      await db.delete(sites).where(and(eq(sites.id, id), eq(sites.districtId, site.districtId)));
      await changed(site.districtId);
    },
  };
}
