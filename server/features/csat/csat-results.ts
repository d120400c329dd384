import type pg from 'pg';
import { addDaysIso, type DateRange } from '../../../domain/analytics.ts';
import { type CsatResults, csatFigures } from '../../../domain/csat.ts';
import { startOfDayIn } from '../../../domain/dates.ts';
import { SERVICE_LEVEL_LABELS, type ServiceLevel } from '../../../domain/tiers.ts';

/** How many of the latest comments the results carry. */
const COMMENTS = 5;

/**
 * Satisfaction over a range (answers given in it) for a set of districts: overall, per technician
 * (the assignee at the resolution), per district and per tier, and the latest comments. Analytics
 * and the Executive Summary read it (see docs/product.md#satisfaction).
 */
export async function csatResults(
  pool: pg.Pool,
  scope: { districtIds: string[]; range: DateRange },
): Promise<CsatResults> {
  const zone = scope.range.timeZone ?? 'UTC';
  const from = startOfDayIn(scope.range.from, zone).toISOString();
  const to = startOfDayIn(addDaysIso(scope.range.to, 1), zone).toISOString();
  if (scope.districtIds.length === 0)
    return {
      surveys: 0,
      overall: csatFigures([]),
      byTechnician: [],
      byDistrict: [],
      byTier: [],
      comments: [],
    };
  const { rows } = await pool.query<{
    rating: number | null;
    districtId: string;
    districtName: string;
    tier: ServiceLevel;
    technicianId: string | null;
    technicianName: string | null;
    ticketNumber: string;
    comment: string | null;
    answeredAt: Date | string | null;
  }>(
    `
    select c.rating, c.district_id as "districtId", d.name as "districtName", d.service_level as tier,
           c.technician_id as "technicianId",
           nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "technicianName",
           t.ticket_number as "ticketNumber", c.comment, c.answered_at as "answeredAt"
    from csat_responses c
    join districts d on d.id = c.district_id
    join tickets t on t.id = c.ticket_id
    left join users u on u.id = c.technician_id
    where c.district_id = any($1::uuid[])
      and ((c.answered_at >= $2 and c.answered_at < $3)
        or (c.rating is null and c.opened_at >= $2 and c.opened_at < $3))`,
    [scope.districtIds, from, to],
  );
  const answered = rows.filter((r) => r.rating !== null);
  const group = <K extends string | null>(key: (r: (typeof answered)[number]) => K) => {
    const groups = new Map<K, number[]>();
    for (const r of answered) groups.set(key(r), [...(groups.get(key(r)) ?? []), r.rating!]);
    return groups;
  };
  const nameOf = new Map(answered.map((r) => [r.technicianId, r.technicianName ?? 'Unassigned']));
  const districtName = new Map(answered.map((r) => [r.districtId, r.districtName]));
  const byAverage = <T extends { average: number | null; responses: number }>(a: T, b: T) =>
    (b.average ?? 0) - (a.average ?? 0) || b.responses - a.responses;
  return {
    surveys: rows.length,
    overall: csatFigures(answered.map((r) => r.rating!)),
    byTechnician: [...group((r) => r.technicianId)]
      .map(([id, ratings]) => ({
        id,
        name: id ? (nameOf.get(id) ?? 'Former technician') : 'Unassigned',
        ...csatFigures(ratings),
      }))
      .sort(byAverage),
    byDistrict: [...group((r) => r.districtId)]
      .map(([id, ratings]) => ({ id, name: districtName.get(id)!, ...csatFigures(ratings) }))
      .sort(byAverage),
    byTier: [...group((r) => r.tier)]
      .map(([tier, ratings]) => ({ tier, ...csatFigures(ratings) }))
      .sort(byAverage),
    comments: answered
      .filter((r) => r.comment)
      .sort((a, b) => Date.parse(String(b.answeredAt)) - Date.parse(String(a.answeredAt)))
      .slice(0, COMMENTS)
      .map((r) => ({
        ticketNumber: r.ticketNumber,
        rating: r.rating!,
        comment: r.comment!,
        answeredAt: new Date(r.answeredAt!).toISOString(),
      })),
  };
}

/** The Executive Summary's section (the shape of Analytics' report sections). */
export function csatSection(r: CsatResults) {
  const one = (x: { responses: number; average: number | null; satisfiedPercent: number | null }) => [
    x.responses,
    x.average === null ? '—' : x.average.toFixed(1),
    x.satisfiedPercent === null ? '—' : `${x.satisfiedPercent}%`,
  ];
  const columns = ['Ratings', 'Average of 5', 'Satisfied (4–5)'];
  if (r.overall.responses === 0)
    return {
      title: 'Satisfaction',
      blocks: [{ kind: 'text' as const, lines: [`No ratings in this period (${r.surveys} surveys sent).`] }],
    };
  return {
    title: 'Satisfaction',
    blocks: [
      {
        kind: 'stats' as const,
        items: [
          { label: 'Ratings', value: String(r.overall.responses), note: `of ${r.surveys} surveys sent` },
          { label: 'Average rating', value: `${r.overall.average?.toFixed(1)} of 5` },
          { label: 'Satisfied', value: `${r.overall.satisfiedPercent}%`, note: 'rated 4 or 5' },
        ],
      },
      {
        kind: 'table' as const,
        title: 'Per technician',
        columns: ['Technician', ...columns],
        rows: r.byTechnician.slice(0, 10).map((t) => [t.name, ...one(t)]),
      },
      ...(r.byDistrict.length > 1
        ? [
            {
              kind: 'table' as const,
              title: 'Per district',
              columns: ['District', ...columns],
              rows: r.byDistrict.slice(0, 15).map((d) => [d.name, ...one(d)]),
            },
            {
              kind: 'table' as const,
              title: 'Per tier',
              columns: ['Tier', ...columns],
              rows: r.byTier.map((t) => [SERVICE_LEVEL_LABELS[t.tier], ...one(t)]),
            },
          ]
        : []),
    ],
  };
}
