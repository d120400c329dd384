import type pg from 'pg';
import {
  AGE_BANDS,
  type AnalyticsScope,
  type AssetsAnswer,
  ageBand,
  ratioOf,
  replacementYear,
  STUDENT_DEVICE_CATEGORIES,
} from '../../../domain/analytics.ts';
import { ASSET_STATUSES, type AssetCategoryDef, DEFAULT_ASSET_CATEGORIES } from '../../../domain/assets.ts';

// The inventory as it stands (see docs/product.md#analytics): by category, status and age (whole
// years from entering the inventory to the range's end); student devices are Chromebooks, laptops, desktops and
// tablets in use or in maintenance; devices per student counts only districts whose enrollment is set.

const inUse = `status in ('active', 'maintenance')`;
const studentDevice = `category in (${STUDENT_DEVICE_CATEGORIES.map((c) => `'${c}'`).join(', ')}) and ${inUse}`;

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

export async function assetsAnswer(pool: pg.Pool, scope: AnalyticsScope): Promise<AssetsAnswer> {
  const end = scope.range.to;
  const [groups, ratio, categories] = await Promise.all([
    pool.query<{ category: string; status: string; month: string; n: number }>(
      `select category, status::text, to_char(m, 'YYYY-MM') as month, n from (
         select category, status, date_trunc('month', created_at at time zone 'UTC') as m, count(*)::int as n
         from assets where district_id = any($1::uuid[]) group by 1, 2, 3) g`,
      [scope.districtIds],
    ),
    enrollmentAndDevices(pool, scope.districtIds),
    categoryLists(pool, scope.districtIds),
  ]);
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
      warrantyEnding: null,
      value: null,
    },
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
