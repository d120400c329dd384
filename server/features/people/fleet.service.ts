import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import {
  bucketBySchoolYear,
  dollars,
  type FleetAue,
  isPastSupport,
  studentsPerDevice,
} from '../../../domain/fleet.ts';
import { isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { assets, districts, fleetModelCosts, people, sites } from '../../db/schema/index.ts';

/** Devices of the fleet: in use or in repair (retired and lost ones are no longer the district's problem). */
const inFleet = inArray(assets.status, ['active', 'maintenance']);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The AUE cliff (see docs/product.md#fleet): one district's devices by support end date, or every
 * district's for Five Star outside a district view (then also per district).
 */
export function createFleetService({ db }: { db: Db }) {
  async function aue(districtIds: string[] | null, withDistricts = districtIds === null): Promise<FleetAue> {
    const now = today();
    const scope = (col: AnyPgColumn): SQL => (districtIds ? inArray(col, districtIds) : sql`true`);
    const [supportRows, unknown, costs, siteRows, studentRows, districtRows] = await Promise.all([
      db
        .select({
          districtId: assets.districtId,
          supportEndsOn: sql<string>`${assets.supportEndsOn}::text`,
          model: assets.model,
          siteId: assets.siteId,
          devices: sql<number>`count(*)::int`,
          working: sql<number>`(count(*) filter (where ${assets.status} = 'active'))::int`,
        })
        .from(assets)
        .where(and(scope(assets.districtId), inFleet, isNotNull(assets.supportEndsOn)))
        .groupBy(assets.districtId, assets.supportEndsOn, assets.model, assets.siteId),
      db
        .select({
          districtId: assets.districtId,
          siteId: assets.siteId,
          devices: sql<number>`count(*)::int`,
          working: sql<number>`(count(*) filter (where ${assets.status} = 'active'))::int`,
        })
        .from(assets)
        .where(and(scope(assets.districtId), inFleet, sql`${assets.supportEndsOn} is null`))
        .groupBy(assets.districtId, assets.siteId),
      db.select().from(fleetModelCosts).where(scope(fleetModelCosts.districtId)),
      db.select({ id: sites.id, name: sites.name }).from(sites).where(scope(sites.districtId)),
      db
        .select({ siteId: people.siteId, students: sql<number>`count(*)::int` })
        .from(people)
        .where(and(scope(people.districtId), eq(people.role, 'student'), eq(people.status, 'active')))
        .groupBy(people.siteId),
      db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .where(districtIds ? inArray(districts.id, districtIds) : sql`true`),
    ]);
    const cost = new Map(costs.map((c) => [`${c.districtId}|${c.model}`, c.unitCostCents]));
    const keyed = supportRows.map((r) => ({ ...r, model: `${r.districtId}|${r.model}` }));
    const { years, pastSupport } = bucketBySchoolYear(keyed, cost, now);

    // Per site: devices, past support, working devices (active, still supported), students.
    const siteName = new Map(siteRows.map((s) => [s.id, s.name]));
    const bySite = new Map<string | null, { devices: number; past: number; working: number }>();
    const site = (id: string | null) => {
      const s = bySite.get(id) ?? { devices: 0, past: 0, working: 0 };
      bySite.set(id, s);
      return s;
    };
    for (const r of supportRows) {
      const s = site(r.siteId);
      s.devices += r.devices;
      if (isPastSupport(r.supportEndsOn, now)) s.past += r.devices;
      else s.working += r.working;
    }
    for (const r of unknown) {
      const s = site(r.siteId);
      s.devices += r.devices;
      s.working += r.working;
    }
    const students = new Map(studentRows.map((r) => [r.siteId, r.students]));
    for (const id of students.keys()) site(id);

    // Per model (one district's costs; across districts the model's total).
    const byModel = new Map<string, { devices: number; past: number; cents: number; unit: number | null }>();
    for (const r of supportRows) {
      const m = byModel.get(r.model) ?? { devices: 0, past: 0, cents: 0, unit: null };
      const unit = cost.get(`${r.districtId}|${r.model}`);
      if (unit !== undefined) m.unit = unit;
      m.devices += r.devices;
      m.cents += (unit ?? 0) * r.devices;
      if (isPastSupport(r.supportEndsOn, now)) m.past += r.devices;
      byModel.set(r.model, m);
    }

    const perDistrict = new Map<string, { devices: number; past: number; cents: number }>();
    for (const r of supportRows) {
      const d = perDistrict.get(r.districtId) ?? { devices: 0, past: 0, cents: 0 };
      d.devices += r.devices;
      if (isPastSupport(r.supportEndsOn, now)) {
        d.past += r.devices;
        d.cents += (cost.get(`${r.districtId}|${r.model}`) ?? 0) * r.devices;
      }
      perDistrict.set(r.districtId, d);
    }
    // A district's devices are all of its fleet, with or without a support date (as the total's).
    for (const r of unknown) {
      const d = perDistrict.get(r.districtId) ?? { devices: 0, past: 0, cents: 0 };
      d.devices += r.devices;
      perDistrict.set(r.districtId, d);
    }
    const devices =
      supportRows.reduce((n, r) => n + r.devices, 0) + unknown.reduce((n, r) => n + r.devices, 0);
    return {
      today: now,
      devices,
      unknownSupport: unknown.reduce((n, r) => n + r.devices, 0),
      years,
      pastSupport,
      bySite: [...bySite.entries()]
        .map(([id, s]) => ({
          siteId: id,
          siteName: id ? (siteName.get(id) ?? '') : 'No site',
          devices: s.devices,
          pastSupport: s.past,
          workingDevices: s.working,
          students: students.get(id) ?? 0,
          studentsPerDevice: studentsPerDevice(students.get(id) ?? 0, s.working),
        }))
        .sort((a, b) =>
          a.siteId === null ? 1 : b.siteId === null ? -1 : a.siteName.localeCompare(b.siteName),
        ),
      byModel: [...byModel.entries()]
        .map(([model, m]) => ({
          model: model || 'Unknown model',
          devices: m.devices,
          pastSupport: m.past,
          unitCost: m.unit === null ? null : dollars(m.unit),
          replacementCost: dollars(m.cents),
        }))
        .sort((a, b) => b.devices - a.devices || a.model.localeCompare(b.model)),
      byDistrict: !withDistricts
        ? null
        : districtRows
            .map((d) => {
              const x = perDistrict.get(d.id) ?? { devices: 0, past: 0, cents: 0 };
              return {
                districtId: d.id,
                districtName: d.name,
                devices: x.devices,
                pastSupport: x.past,
                replacementCost: dollars(x.cents),
                pastSupportShare: x.devices ? Math.round((x.past / x.devices) * 1000) / 10 : 0,
              };
            })
            .sort((a, b) => b.pastSupport - a.pastSupport || a.districtName.localeCompare(b.districtName)),
    };
  }

  /** The caller's district, or every district for Five Star outside a district view. */
  const scopeOf = (actor: Identity, requested?: string) =>
    isProviderWide(actor) && !requested ? null : [resolveDistrict(actor, requested)];

  /** The roll-up as rows: per district (or the one) and school year, with the totals. */
  async function exportRows(actor: Identity, requested?: string) {
    const scope = scopeOf(actor, requested);
    const ids = scope ?? (await db.select({ id: districts.id }).from(districts)).map((d) => d.id);
    const names = new Map(
      (
        await db
          .select({ id: districts.id, name: districts.name })
          .from(districts)
          .where(inArray(districts.id, ids))
      ).map((d) => [d.id, d.name]),
    );
    // One grouped read of every district's devices by support day and model, bucketed per district
    // and in total (not the roll-up once per district).
    const [support, costs] = await Promise.all([
      db
        .select({
          districtId: assets.districtId,
          supportEndsOn: sql<string>`${assets.supportEndsOn}::text`,
          model: assets.model,
          devices: sql<number>`count(*)::int`,
        })
        .from(assets)
        .where(and(inArray(assets.districtId, ids), inFleet, isNotNull(assets.supportEndsOn)))
        .groupBy(assets.districtId, assets.supportEndsOn, assets.model),
      db.select().from(fleetModelCosts).where(inArray(fleetModelCosts.districtId, ids)),
    ]);
    const cost = new Map(costs.map((c) => [`${c.districtId}|${c.model}`, c.unitCostCents]));
    const keyed = support.map((r) => ({ ...r, model: `${r.districtId}|${r.model}` }));
    const now = today();
    const rows: (string | number)[][] = [];
    const byDistrict = new Map<string, typeof keyed>();
    for (const r of keyed) {
      const list = byDistrict.get(r.districtId) ?? [];
      list.push(r);
      byDistrict.set(r.districtId, list);
    }
    for (const id of ids) {
      const one = bucketBySchoolYear(byDistrict.get(id) ?? [], cost, now);
      for (const y of one.years)
        rows.push([names.get(id) ?? '', y.schoolYear, y.devices, y.pastSupport, y.replacementCost]);
    }
    for (const y of bucketBySchoolYear(keyed, cost, now).years)
      rows.push(['All districts', y.schoolYear, y.devices, y.pastSupport, y.replacementCost]);
    return rows.sort((a, b) =>
      a[0] === b[0]
        ? String(a[1]).localeCompare(String(b[1]))
        : a[0] === 'All districts'
          ? 1
          : b[0] === 'All districts'
            ? -1
            : String(a[0]).localeCompare(String(b[0])),
    );
  }

  const HEADERS = ['District', 'School year support ends', 'Devices', 'Past support', 'Replacement cost ($)'];

  return {
    aue: (actor: Identity, requested?: string) => aue(scopeOf(actor, requested)),

    async setModelCost(actor: Identity, input: { districtId?: string; model: string; unitCost: number }) {
      const districtId = resolveDistrict(actor, input.districtId);
      const cents = Math.round(input.unitCost * 100);
      await db
        .insert(fleetModelCosts)
        .values({ districtId, model: input.model, unitCostCents: cents })
        .onConflictDoUpdate({
          target: [fleetModelCosts.districtId, fleetModelCosts.model],
          set: { unitCostCents: cents, updatedAt: sql`now()` },
        });
      return { model: input.model, unitCost: dollars(cents) };
    },

    async exportFile(actor: Identity, q: { districtId?: string; format?: 'csv' | 'xlsx' }) {
      const rows = await exportRows(actor, q.districtId);
      const stamp = today();
      if (q.format === 'xlsx') {
        const { default: ExcelJS } = await import('exceljs');
        const book = new ExcelJS.Workbook();
        book.creator = 'Five Star District IT Portal';
        const sheet = book.addWorksheet('AUE by school year', { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = HEADERS.map((header, i) => ({
          header,
          width: i === 0 ? 32 : 22,
          style: i === 4 ? { numFmt: '"$"#,##0.00' } : {},
        }));
        for (const r of rows) sheet.addRow(r);
        sheet.getRow(1).font = { bold: true };
        return {
          body: Buffer.from(await book.xlsx.writeBuffer()),
          type: 'xlsx' as const,
          fileName: `aue-rollup-${stamp}.xlsx`,
        };
      }
      const csv = Papa.unparse(
        { fields: HEADERS, data: rows },
        { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
      );
      return { body: `${csv}\r\n`, type: 'csv' as const, fileName: `aue-rollup-${stamp}.csv` };
    },

    /** For the Executive Summary: the districts' cliff (null: every district), per district when asked. */
    summaryOf: (districtIds: string[] | null, perDistrict = false) => aue(districtIds, perDistrict),
  };
}
