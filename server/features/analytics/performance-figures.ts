import type pg from 'pg';
import {
  type AnalyticsScope,
  type DateRange,
  type PerformanceAnswer,
  percentOf,
} from '../../../domain/analytics.ts';
import { bounds } from './sql.ts';

// Visits and SPARK (see docs/product.md#analytics): visits scheduled in the range, not cancelled;
// on time: completed by the scheduled end; time on site: from the first change to on site to the
// completion. Deflection: SPARK's answers in the range that did not become a ticket; "That solved
// it": conversations the asker closed as solved in the range; tickets after SPARK: tickets of the
// range opened from a conversation ("I still need help", source sparky).

interface TechnicianRow {
  name: string;
  visits: number;
  completed: number;
  on_time: number;
  on_site_minutes: number | null;
  on_site_count: number;
}

const visitsSql = `
  select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'Unassigned') as name,
         count(*)::int as visits,
         count(*) filter (where v.status = 'completed')::int as completed,
         count(*) filter (where v.status = 'completed' and v.completed_at <= v.scheduled_end)::int as on_time,
         sum(extract(epoch from v.completed_at - arrived.at) / 60)
           filter (where v.status = 'completed' and arrived.at is not null)::float8 as on_site_minutes,
         count(*) filter (where v.status = 'completed' and arrived.at is not null)::int as on_site_count
  from visits v
  left join users u on u.id = v.technician_id
  left join lateral (
    select min(c.created_at) as at from visit_status_changes c
    where c.district_id = v.district_id and c.visit_id = v.id and c.to_status = 'on_site'
  ) arrived on v.status = 'completed'
  where v.district_id = any($1::uuid[]) and v.scheduled_start >= $2 and v.scheduled_start < $3
    and v.status <> 'cancelled'
  group by 1 order by 2 desc, 1`;

const sparkySql = `
  select count(*)::int as answers, count(*) filter (where linked_ticket_id is null)::int as deflected,
    (select count(*) from sparky_deflections f
      where f.district_id = any($1::uuid[]) and f.created_at >= $2 and f.created_at < $3)::int as solved,
    (select count(*) from tickets t
      where t.district_id = any($1::uuid[]) and t.source = 'sparky'
        and t.created_at >= $2 and t.created_at < $3)::int as after_sparky
  from sparky_messages
  where district_id = any($1::uuid[]) and role = 'assistant' and created_at >= $2 and created_at < $3`;

interface SparkyRow {
  answers: number;
  deflected: number;
  solved: number;
  after_sparky: number;
}

async function figures(pool: pg.Pool, ids: string[], range: DateRange) {
  const args = [ids, ...bounds(range)];
  const [visits, sparky] = await Promise.all([
    pool.query<TechnicianRow>(visitsSql, args),
    pool.query<SparkyRow>(sparkySql, args),
  ]);
  const rows = visits.rows;
  const add = (pick: (r: TechnicianRow) => number | null) => rows.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const onSite = add((r) => r.on_site_count);
  const s = sparky.rows[0] ?? { answers: 0, deflected: 0, solved: 0, after_sparky: 0 };
  return {
    rows,
    figures: {
      visits: add((r) => r.visits),
      completed: add((r) => r.completed),
      onTimePercent: percentOf(
        add((r) => r.on_time),
        add((r) => r.completed),
      ),
      avgMinutesOnSite: onSite > 0 ? Math.round(add((r) => r.on_site_minutes) / onSite) : null,
      sparkyAnswers: s.answers,
      deflectionPercent: percentOf(s.deflected, s.answers),
      deflections: s.solved,
      ticketsAfterSparky: s.after_sparky,
    },
  };
}

/** On-time share of the visits of a range (the overview's card). */
export async function visitsOnTime(pool: pg.Pool, ids: string[], range: DateRange) {
  return (await figures(pool, ids, range)).figures.onTimePercent;
}

export async function performanceAnswer(pool: pg.Pool, scope: AnalyticsScope): Promise<PerformanceAnswer> {
  const [current, previous] = await Promise.all([
    figures(pool, scope.districtIds, scope.range),
    figures(pool, scope.districtIds, scope.previousRange),
  ]);
  return {
    scope,
    figures: current.figures,
    previous: previous.figures,
    byTechnician: current.rows.map((r) => ({
      name: r.name,
      visits: r.visits,
      completed: r.completed,
      onTimePercent: percentOf(r.on_time, r.completed),
    })),
  };
}
