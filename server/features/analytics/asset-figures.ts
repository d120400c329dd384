import type pg from 'pg';
import {
  AGE_BANDS,
  type AnalyticsScope,
  type AssetsAnswer,
  ageBand,
  ratioOf,
  replacementYear,
  STUDENT_DEVICE_CATEGORIES,
  todayIso,
} from '../../../domain/analytics.ts';
import {
  depreciationIn,
  depreciationYearsOf,
  fiscalYearOf,
  valueAt,
  warrantyWindow,
} from '../../../domain/asset-money.ts';
import { ASSET_STATUSES, type AssetCategoryDef, DEFAULT_ASSET_CATEGORIES } from '../../../domain/assets.ts';

// The inventory as it stands (see docs/product.md#analytics): by category, status and age (whole
// years from entering the inventory to the range's end); student devices are Chromebooks, laptops, desktops and
// tablets in use or in maintenance; devices per student counts only districts whose enrollment is set.

const inUse = `status in ('active', 'maintenance')`;
const studentDevice = `category in (${STUDENT_DEVICE_CATEGORIES.map((c) => `'${c}'`).join(', ')}) and ${inUse}`;
/** The same, of the assets aliased `a` in a join. */
const studentDeviceA = `a.category in (${STUDENT_DEVICE_CATEGORIES.map((c) => `'${c}'`).join(', ')}) and a.status in ('active', 'maintenance')`;

/** Student devices and enrollment of the districts whose enrollment is set (the ratio's two sides). */
export async function enrollmentAndDevices(pool: pg.Pool, ids: string[]) {
  const { rows } = await pool.query<{ enrollment: number | null; devices: number }>(
    `select sum(s.enrollment)::int as enrollment,
            coalesce(sum((select count(*) from assets a where a.district_id = s.district_id and ${studentDevice})), 0)::int as devices
     from district_settings s where s.district_id = any($1::uuid[]) and s.enrollment is not null`,
    [ids],
  );
  return rows[0] ?? { enrollment: null, devices: 0 };
}

/**
 * The categories of the districts in scope, in list order (the first district naming a key gives
 * its label), then the defaults: the labels and order of the By category bars.
 */
async function categoryLists(pool: pg.Pool, ids: string[]): Promise<AssetCategoryDef[]> {
  const { rows } = await pool.query<{ categories: AssetCategoryDef[] }>(
    'select categories from asset_category_lists where district_id = any($1::uuid[]) order by district_id',
    [ids],
  );
  const merged = new Map<string, AssetCategoryDef>();
  for (const list of [...rows.map((r) => r.categories), DEFAULT_ASSET_CATEGORIES])
    for (const c of list) if (!merged.has(c.key)) merged.set(c.key, c);
  return [...merged.values()];
}

/** Rounds dollars to the cent. */
const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * Fleet value at the range's end and depreciation in the fiscal year it ends in (straight line,
 * asset-money.ts): assets with a cost and a purchase date by then, not disposed of by then.
 */
export async function fleetMoney(pool: pg.Pool, scope: AnalyticsScope, categories?: AssetCategoryDef[]) {
  const end = scope.range.to;
  const fy = fiscalYearOf(end);
  const [{ rows }, lists] = await Promise.all([
    pool.query<{ category: string; cost: string; purchase_date: string; years: number | null; n: number }>(
      `select category, cost, purchase_date::text, depreciation_years as years, count(*)::int as n
       from assets where district_id = any($1::uuid[]) and cost is not null and purchase_date is not null
         and purchase_date <= $2 and (disposed_on is null or disposed_on > $2)
       group by 1, 2, 3, 4`,
      [scope.districtIds, end],
    ),
    categories ?? categoryLists(pool, scope.districtIds),
  ]);
  let value = 0;
  let depreciation = 0;
  let valued = 0;
  for (const r of rows) {
    const asset = {
      cost: Number(r.cost),
      purchaseDate: r.purchase_date,
      years: depreciationYearsOf({ category: r.category, depreciationYears: r.years }, lists),
    };
    // Value at the end of the range's last day.
    value += (valueAt(asset, addDay(end)) ?? 0) * r.n;
    depreciation += (depreciationIn(asset, fy) ?? 0) * r.n;
    valued += r.n;
  }
  return {
    fiscalYear: fy.label,
    valued,
    value: valued ? cents(value) : null,
    depreciation: valued ? cents(depreciation) : null,
  };
}
const addDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Assets in use whose warranty ends today or in the next 90 days; null when none has a warranty date. */
async function warrantyEnding(pool: pg.Pool, ids: string[]) {
  const w = warrantyWindow(todayIso());
  const { rows } = await pool.query<{ known: number; ending: number }>(
    `select count(*) filter (where warranty_ends_on is not null)::int as known,
            count(*) filter (where warranty_ends_on between $2 and $3 and ${inUse})::int as ending
     from assets where district_id = any($1::uuid[]) and disposed_on is null`,
    [ids, w.from, w.to],
  );
  const r = rows[0];
  return r && r.known > 0 ? r.ending : null;
}

/** How many models the repair cost table lists. */
const MODELS_LISTED = 10;

/**
 * Repairs opened in the range per model (the asset's), with the cost of the parts they used (moves
 * `used` or `pool_draw` tied to the repair, quantity × unit cost) and how many devices of the
 * model there are; costliest first, then most repairs.
 */
async function repairsByModel(pool: pg.Pool, scope: AnalyticsScope) {
  const { rows } = await pool.query<{ model: string; repairs: number; cents: string; devices: number }>(
    `with r as (
       select coalesce(nullif(a.model, ''), 'Unknown model') as model, count(*)::int as repairs,
              coalesce(sum((select sum(abs(m.quantity) * m.unit_cost_cents) from part_moves m
                            where m.repair_id = rp.id and m.reason in ('used', 'pool_draw'))), 0) as cents
       from repairs rp join assets a on a.id = rp.asset_id
       where rp.district_id = any($1::uuid[])
         and rp.created_at >= $2::date and rp.created_at < $3::date + 1 and rp.state <> 'cancelled'
       group by 1)
     select r.model, r.repairs, r.cents::text,
            (select count(*)::int from assets d where d.district_id = any($1::uuid[])
               and coalesce(nullif(d.model, ''), 'Unknown model') = r.model) as devices
     from r order by r.cents desc, r.repairs desc, r.model limit ${MODELS_LISTED}`,
    [scope.districtIds, scope.range.from, scope.range.to],
  );
  return rows.map((r) => ({
    model: r.model,
    devices: r.devices,
    repairs: r.repairs,
    cost: Number(r.cents) / 100,
  }));
}

const per100 = (damages: number, devices: number) =>
  devices > 0 ? Math.round((damages / devices) * 1000) / 10 : null;

/**
 * Damage reports of the range per 100 student devices in use: by site (the report's, else the
 * asset's) and by the grade of the person who had the device.
 */
async function damageRates(pool: pg.Pool, scope: AnalyticsScope) {
  const args = [scope.districtIds, scope.range.from, scope.range.to];
  const inRange = `d.district_id = any($1::uuid[]) and d.occurred_at >= $2::date and d.occurred_at < $3::date + 1`;
  const [bySite, byGrade] = await Promise.all([
    pool.query<{ label: string; devices: number; damages: number }>(
      `with dev as (select site_id, count(*)::int as n from assets a
                    where a.district_id = any($1::uuid[]) and a.site_id is not null and ${studentDeviceA} group by 1),
            dmg as (select coalesce(d.site_id, a.site_id) as site_id, count(*)::int as n
                    from damage_reports d join assets a on a.id = d.asset_id where ${inRange} group by 1)
       select s.name as label, coalesce(dev.n, 0) as devices, coalesce(dmg.n, 0) as damages
       from sites s left join dev on dev.site_id = s.id left join dmg on dmg.site_id = s.id
       where s.district_id = any($1::uuid[]) and (dev.n is not null or dmg.n is not null)
       order by s.name`,
      args,
    ),
    pool.query<{ label: string; devices: number; damages: number }>(
      `with dev as (select p.grade, count(*)::int as n from assets a join people p on p.id = a.person_id
                    where a.district_id = any($1::uuid[]) and p.grade is not null and p.grade <> '' and ${studentDeviceA}
                    group by 1),
            dmg as (select p.grade, count(*)::int as n from damage_reports d join people p on p.id = d.person_id
                    where ${inRange} and p.grade is not null and p.grade <> '' group by 1)
       select coalesce(dev.grade, dmg.grade) as label, coalesce(dev.n, 0) as devices, coalesce(dmg.n, 0) as damages
       from dev full join dmg on dmg.grade = dev.grade`,
      args,
    ),
  ]);
  const rated = (r: { label: string; devices: number; damages: number }) => ({
    ...r,
    per100: per100(r.damages, r.devices),
  });
  return {
    bySite: bySite.rows.map(rated),
    byGrade: byGrade.rows.map(rated).sort((a, b) => gradeOrder(a.label) - gradeOrder(b.label)),
  };
}
/** PK, K, 1…12, then anything else by its text. */
function gradeOrder(grade: string): number {
  const g = grade.trim().toUpperCase();
  if (g === 'PK' || g === 'TK') return -2;
  if (g === 'K' || g === 'KG') return -1;
  const n = Number.parseInt(g, 10);
  return Number.isNaN(n) ? 100 : n;
}

export async function assetsAnswer(
  pool: pg.Pool,
  scope: AnalyticsScope,
  moneyVisible: boolean,
): Promise<AssetsAnswer> {
  const end = scope.range.to;
  const [groups, ratio, categories, warranty, repairs, damage] = await Promise.all([
    pool.query<{ category: string; status: string; month: string; n: number }>(
      `select category, status::text, to_char(m, 'YYYY-MM') as month, n from (
         select category, status, date_trunc('month', created_at at time zone 'UTC') as m, count(*)::int as n
         from assets where district_id = any($1::uuid[]) group by 1, 2, 3) g`,
      [scope.districtIds],
    ),
    enrollmentAndDevices(pool, scope.districtIds),
    categoryLists(pool, scope.districtIds),
    warrantyEnding(pool, scope.districtIds),
    repairsByModel(pool, scope),
    damageRates(pool, scope),
  ]);
  const fleet = await fleetMoney(pool, scope, categories);
  const hide = <T>(v: T): T | null => (moneyVisible ? v : null);
  // Ages in whole years at the range's end, by the month an asset entered the inventory.
  const endMonth = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - 1;
  const rows = groups.rows.map((r) => {
    const year = Number(r.month.slice(0, 4));
    return { ...r, year, age: Math.max(0, (endMonth - (year * 12 + Number(r.month.slice(5, 7)) - 1)) / 12) };
  });
  const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.reduce((n, r) => (keep(r) ? n + r.n : n), 0);
  const isStudentDevice = (r: (typeof rows)[number]) =>
    (STUDENT_DEVICE_CATEGORIES as readonly string[]).includes(r.category) &&
    (r.status === 'active' || r.status === 'maintenance');
  const endYear = Number(scope.range.to.slice(0, 4));

  const forecast = new Map<number, number>();
  for (const r of rows) {
    if (!isStudentDevice(r)) continue;
    const year = Math.max(replacementYear(r.year), endYear);
    forecast.set(year, (forecast.get(year) ?? 0) + r.n);
  }
  const ages = new Map<string, number>();
  for (const r of rows) ages.set(ageBand(r.age), (ages.get(ageBand(r.age)) ?? 0) + r.n);

  return {
    scope,
    figures: {
      total: sum(() => true),
      studentDevices: sum(isStudentDevice),
      enrollment: ratio.enrollment,
      devicesPerStudent: ratioOf(ratio.devices, ratio.enrollment),
      dueForReplacement: sum((r) => isStudentDevice(r) && replacementYear(r.year) <= endYear),
      warrantyEnding: warranty,
      value: hide(fleet.value),
      depreciationThisYear: hide(fleet.depreciation),
      fiscalYear: fleet.fiscalYear,
      valued: fleet.valued,
    },
    moneyVisible,
    repairsByModel: repairs.map((r) => ({ ...r, cost: hide(r.cost) })),
    damageBySite: damage.bySite,
    damageByGrade: damage.byGrade,
    byCategory: [
      ...categories,
      ...[...new Set(rows.map((r) => r.category))]
        .filter((key) => !categories.some((c) => c.key === key))
        .map((key) => ({ key, label: key })),
    ]
      .map((c) => ({ key: c.key, label: c.label, count: sum((r) => r.category === c.key) }))
      .filter((c) => c.count > 0),
    byStatus: ASSET_STATUSES.map((key) => ({ key, count: sum((r) => r.status === key) })),
    byAge: AGE_BANDS.map((key) => ({ key, count: ages.get(key) ?? 0 })),
    replacementForecast: [...forecast].sort(([a], [b]) => a - b).map(([year, count]) => ({ year, count })),
  };
}
