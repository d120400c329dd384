import type pg from 'pg';
import {
  type AnalyticsScope,
  bucketStarts,
  type DateRange,
  percentOf,
  type TicketFigures,
  type TicketsAnswer,
} from '../../../domain/analytics.ts';
import { formatMoment } from '../../../domain/dates.ts';
import { PRIORITIES, type Priority } from '../../../domain/priorities.ts';
import { DEFAULT_SLA_HOURS } from '../../../domain/settings.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../domain/tickets.ts';
import { bounds, hours, zoneOf } from './sql.ts';

// The ticket figures of a scope and range, each defined once here (see docs/product.md#analytics).
// Resolved: resolved_at in the range. SLA met: resolved within the priority's target hours of the
// ticket's own district (System Settings, else the defaults). First response: the first status
// change, comment, assignment or visit by someone other than the reporter. Reopened: a status
// change from resolved or closed back to open or in progress.

/** The SLA target of a ticket's priority in its district: its settings, else the default. */
const TARGET_SQL = `coalesce((s.sla_targets ->> t.priority::text)::float8,
  case t.priority ${PRIORITIES.map((p) => `when '${p}' then ${DEFAULT_SLA_HOURS[p]}`).join(' ')} end)`;

const resolvedSql = `
  with r as (
    select t.priority, extract(epoch from t.resolved_at - t.created_at) / 3600 as hours, ${TARGET_SQL} as target
    from tickets t left join district_settings s on s.district_id = t.district_id
    where t.district_id = any($1::uuid[]) and t.resolved_at >= $2 and t.resolved_at < $3
  )
  select priority::text as priority, count(*)::int as resolved, count(*) filter (where hours <= target)::int as met,
         min(target)::float8 as min_target, max(target)::float8 as max_target,
         percentile_cont(0.5) within group (order by hours) as p50,
         percentile_cont(0.9) within group (order by hours) as p90
  from r group by grouping sets ((priority), ())`;

// Unresolved at a moment T, without reading the whole history: the unresolved now (the district's
// counters, district_stats), less those created since T, plus those created before T and resolved
// since. Each part reads only the tickets of the time since T, from the analytics indexes.
const unresolvedAt = (t: string) => `(
    (select coalesce(sum(tickets_open + tickets_in_progress), 0) from district_stats where district_id = any($1::uuid[]))
    - (select count(*) from tickets where district_id = any($1::uuid[]) and created_at >= ${t} and resolved_at is null)
    + (select count(*) from tickets where district_id = any($1::uuid[]) and resolved_at >= ${t} and created_at < ${t})
  )::int`;

const countsSql = `
  select
    (select count(*) from tickets where district_id = any($1::uuid[]) and created_at >= $2 and created_at < $3)::int as created,
    ${unresolvedAt('$3')} as open_at_end,
    ${unresolvedAt('$2')} as open_at_start,
    (select count(*) from ticket_activity where district_id = any($1::uuid[]) and kind = 'status'
       and created_at >= $2 and created_at < $3
       and from_value in ('resolved', 'closed') and to_value in ('open', 'in_progress'))::int as reopened`;

const firstResponseSql = `
  with t as (
    select id, created_at, created_by_id from tickets
    where district_id = any($1::uuid[]) and created_at >= $2 and created_at < $3
  ), f as (
    select min(a.created_at) - t.created_at as wait
    from t join ticket_activity a on a.ticket_id = t.id
    where a.district_id = any($1::uuid[]) and a.kind in ('status', 'comment', 'assignment', 'visit')
      and a.actor_id is distinct from t.created_by_id and a.created_at >= t.created_at
    group by t.id, t.created_at
  )
  select percentile_cont(0.5) within group (order by extract(epoch from wait) / 3600) as p50,
         percentile_cont(0.9) within group (order by extract(epoch from wait) / 3600) as p90
  from f`;

interface ResolvedRow {
  priority: Priority | null;
  resolved: number;
  met: number;
  min_target: number | null;
  max_target: number | null;
  p50: number | null;
  p90: number | null;
}

async function resolvedRows(pool: pg.Pool, ids: string[], range: DateRange) {
  const { rows } = await pool.query<ResolvedRow>(resolvedSql, [ids, ...bounds(range)]);
  return rows;
}

async function figuresFrom(
  pool: pg.Pool,
  ids: string[],
  range: DateRange,
  resolved: ResolvedRow[],
): Promise<TicketFigures & { openAtStart: number }> {
  const args = [ids, ...bounds(range)];
  const [counts, first] = await Promise.all([
    pool.query<{ created: number; open_at_end: number; open_at_start: number; reopened: number }>(
      countsSql,
      args,
    ),
    pool.query<{ p50: number | null; p90: number | null }>(firstResponseSql, args),
  ]);
  const c = counts.rows[0]!;
  const all = resolved.find((r) => r.priority === null);
  return {
    created: c.created,
    resolved: all?.resolved ?? 0,
    open: c.open_at_end,
    openAtStart: c.open_at_start,
    reopened: c.reopened,
    slaMetPercent: percentOf(all?.met ?? 0, all?.resolved ?? 0),
    firstResponse: { medianHours: hours(first.rows[0]?.p50), p90Hours: hours(first.rows[0]?.p90) },
    resolution: { medianHours: hours(all?.p50), p90Hours: hours(all?.p90) },
  };
}

/** The headline ticket figures of a range (for the previous period, the overview, the dashboard). */
export async function ticketFigures(pool: pg.Pool, ids: string[], range: DateRange): Promise<TicketFigures> {
  const { openAtStart: _, ...figures } = await figuresFrom(
    pool,
    ids,
    range,
    await resolvedRows(pool, ids, range),
  );
  return figures;
}

/** SLA met % of the tickets resolved in a range: the dashboard's Service-Level Performance. */
export async function slaMetPercent(pool: pg.Pool, ids: string[], range: DateRange): Promise<number | null> {
  const all = (await resolvedRows(pool, ids, range)).find((r) => r.priority === null);
  return percentOf(all?.met ?? 0, all?.resolved ?? 0);
}

/** Each priority's target hours shared by every district of the scope (null where they differ). */
async function slaTargetsOf(pool: pg.Pool, ids: string[]): Promise<Record<Priority, number | null>> {
  const { rows } = await pool.query<{ sla_targets: Partial<Record<Priority, number>> }>(
    'select sla_targets from district_settings where district_id = any($1::uuid[])',
    [ids],
  );
  const sets = rows.map((r) => ({ ...DEFAULT_SLA_HOURS, ...r.sla_targets }));
  if (rows.length < ids.length) sets.push(DEFAULT_SLA_HOURS);
  return Object.fromEntries(
    PRIORITIES.map((p) => {
      const values = new Set(sets.map((s) => s[p]));
      return [p, values.size === 1 ? [...values][0]! : null];
    }),
  ) as Record<Priority, number | null>;
}

/** The Tickets tab: figures of the range and the previous one, the series and the breakdowns. */
export async function ticketsAnswer(pool: pg.Pool, scope: AnalyticsScope): Promise<TicketsAnswer> {
  const ids = scope.districtIds;
  const args = [ids, ...bounds(scope.range)];
  const [targets, resolved, previous, created, resolvedByBucket] = await Promise.all([
    slaTargetsOf(pool, ids),
    resolvedRows(pool, ids, scope.range),
    ticketFigures(pool, ids, scope.previousRange),
    pool.query<{ b: string; category: string; priority: string; status: string; n: number }>(
      // Grouped by the enums and the moment, named as text afterwards (grouping text is 7x slower).
      `select to_char(b, 'YYYY-MM-DD') as b, category::text, priority::text, status::text, n from (
         select date_trunc($4, created_at at time zone $5) as b, category, priority, status, count(*)::int as n
         from tickets where district_id = any($1::uuid[]) and created_at >= $2 and created_at < $3
         group by 1, 2, 3, 4) g`,
      [...args, scope.bucket, zoneOf(scope.range)],
    ),
    pool.query<{ b: string; n: number }>(
      `select to_char(b, 'YYYY-MM-DD') as b, n from (
         select date_trunc($4, resolved_at at time zone $5) as b, count(*)::int as n
         from tickets where district_id = any($1::uuid[]) and resolved_at >= $2 and resolved_at < $3 group by 1) g`,
      [...args, scope.bucket, zoneOf(scope.range)],
    ),
  ]);
  const { openAtStart, ...figures } = await figuresFrom(pool, ids, scope.range, resolved);

  const tally = <K extends string>(
    keys: readonly K[],
    pick: (r: (typeof created.rows)[number]) => string,
  ) => {
    const sums = new Map<string, number>();
    for (const r of created.rows) sums.set(pick(r), (sums.get(pick(r)) ?? 0) + r.n);
    return keys.map((key) => ({ key, count: sums.get(key) ?? 0 }));
  };
  const createdIn = new Map<string, number>();
  for (const r of created.rows) createdIn.set(r.b, (createdIn.get(r.b) ?? 0) + r.n);
  const resolvedIn = new Map(resolvedByBucket.rows.map((r) => [r.b, r.n]));
  let backlog = openAtStart;
  const series = bucketStarts(scope.range, scope.bucket).map((b) => {
    const c = createdIn.get(b) ?? 0;
    const r = resolvedIn.get(b) ?? 0;
    backlog += c - r;
    // A week or month that starts before the range is labelled with the range's first day.
    const date = [b, scope.range.from].sort()[1]!;
    return { date, created: c, resolved: r, backlog };
  });

  return {
    scope,
    figures,
    previous,
    series,
    byCategory: tally(TICKET_CATEGORIES, (r) => r.category),
    byPriority: tally(PRIORITIES, (r) => r.priority),
    byStatus: tally(TICKET_STATUSES, (r) => r.status),
    sla: [...PRIORITIES].reverse().map((priority) => {
      const row = resolved.find((r) => r.priority === priority);
      const same = row && row.min_target === row.max_target;
      return {
        priority,
        targetHours: row ? (same ? row.min_target : null) : targets[priority],
        resolved: row?.resolved ?? 0,
        met: row?.met ?? 0,
        metPercent: percentOf(row?.met ?? 0, row?.resolved ?? 0),
      };
    }),
  };
}

/** The tickets created in a range, oldest first, for the export's raw rows (at most `limit`). */
export async function ticketRows(pool: pg.Pool, ids: string[], range: DateRange, limit: number) {
  const { rows } = await pool.query<{
    ticket_number: string;
    title: string;
    priority: string;
    status: string;
    category: string;
    created_at: Date;
    resolved_at: Date | null;
  }>(
    `select ticket_number, title, priority::text, status::text, category::text, created_at, resolved_at
     from tickets where district_id = any($1::uuid[]) and created_at >= $2 and created_at < $3
     order by created_at, id limit $4`,
    [ids, ...bounds(range), limit],
  );
  return rows.map((r) => [
    r.ticket_number,
    r.title,
    r.priority,
    r.status,
    r.category,
    formatMoment(r.created_at, zoneOf(range)),
    r.resolved_at ? formatMoment(r.resolved_at, zoneOf(range)) : null,
  ]);
}
