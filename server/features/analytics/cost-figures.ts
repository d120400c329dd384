import type pg from 'pg';
import { type AnalyticsScope, type CostsAnswer, perHead } from '../../../domain/analytics.ts';
import { money } from './sql.ts';

// License spend (see docs/product.md#analytics): licences not cancelled, their annual cost; waste is
// the unused seats of per-seat licences times their seat price (the cost per seat, else the annual
// cost divided by the seats); renewals are those due in the range. Technicians see no money.

const perSeat = `seat_model in ('per_user', 'per_device') and license_count > 0`;
/** Renewals listed in the Cost Analysis and on the Costs tab. */
const RENEWALS_LISTED = 15;

export async function costsAnswer(
  pool: pg.Pool,
  scope: AnalyticsScope,
  costsVisible: boolean,
): Promise<CostsAnswer> {
  const ids = scope.districtIds;
  const [groups, renewals, enrollment] = await Promise.all([
    pool.query<{
      category: string;
      vendor: string;
      n: number;
      cost: string;
      unused: number;
      unused_cost: string | null;
      renewals: number;
      renewal_cost: string | null;
    }>(
      `select category::text, vendor, count(*)::int as n, sum(cost) as cost,
              coalesce(sum(greatest(license_count - seats_used, 0)) filter (where ${perSeat}), 0)::int as unused,
              sum(greatest(license_count - seats_used, 0) * coalesce(cost_per_seat, cost / license_count))
                filter (where ${perSeat}) as unused_cost,
              count(*) filter (where renewal_date between $2 and $3)::int as renewals,
              sum(cost) filter (where renewal_date between $2 and $3) as renewal_cost
       from licenses where district_id = any($1::uuid[]) and cancelled_at is null group by category, vendor`,
      [ids, scope.range.from, scope.range.to],
    ),
    pool.query<{ name: string; vendor: string; renewal_date: string; cost: string }>(
      `select name, vendor, renewal_date::text, cost from licenses
       where district_id = any($1::uuid[]) and cancelled_at is null and renewal_date >= $2
       order by renewal_date, name limit ${RENEWALS_LISTED}`,
      [ids, scope.range.from],
    ),
    pool.query<{ enrollment: number | null }>(
      'select sum(enrollment)::int as enrollment from district_settings where district_id = any($1::uuid[])',
      [ids],
    ),
  ]);
  const rows = groups.rows;
  const licenses = rows.reduce((n, r) => n + r.n, 0);
  const total = (pick: (r: (typeof rows)[number]) => string | null) =>
    rows.some((r) => pick(r) !== null) ? money(rows.reduce((n, r) => n + Number(pick(r) ?? 0), 0)) : null;
  const annualCost = licenses > 0 ? total((r) => r.cost) : null;
  const perSeatKnown = rows.some((r) => r.unused_cost !== null);
  const students = enrollment.rows[0]?.enrollment ?? null;
  const groupBy = (key: (r: (typeof rows)[number]) => string) => {
    const sums = new Map<string, { cost: number; licenses: number }>();
    for (const r of rows) {
      const s = sums.get(key(r)) ?? { cost: 0, licenses: 0 };
      sums.set(key(r), { cost: s.cost + Number(r.cost), licenses: s.licenses + r.n });
    }
    return [...sums]
      .map(([k, s]) => ({ key: k, cost: money(s.cost)!, licenses: s.licenses }))
      .sort((a, b) => b.cost - a.cost || a.key.localeCompare(b.key));
  };
  const hide = <T>(value: T): T | null => (costsVisible ? value : null);
  return {
    scope,
    costsVisible,
    figures: {
      annualCost: hide(annualCost),
      licenses,
      enrollment: students,
      costPerStudent: hide(perHead(annualCost, students)),
      unusedSeatCost: hide(perSeatKnown ? total((r) => r.unused_cost) : null),
      unusedSeats: rows.reduce((n, r) => n + r.unused, 0),
      renewalsInRange: rows.reduce((n, r) => n + r.renewals, 0),
      renewalCostInRange: hide(licenses > 0 ? (total((r) => r.renewal_cost) ?? 0) : null),
      assetValue: null,
    },
    byCategory: costsVisible ? groupBy((r) => r.category) : [],
    byVendor: costsVisible ? groupBy((r) => r.vendor) : [],
    renewals: renewals.rows.map((r) => ({
      name: r.name,
      vendor: r.vendor,
      renewalDate: r.renewal_date,
      cost: hide(money(r.cost)),
    })),
  };
}
