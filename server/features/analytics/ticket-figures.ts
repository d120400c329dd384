import type pg from 'pg';
import {
  type AnalyticsScope,
  bucketStarts,
  type DateRange,
  percentOf,
  type SlaCounts,
  slaGroups,
  type TicketFigures,
  type TicketsAnswer,
} from '../../../domain/analytics.ts';
import { formatMoment } from '../../../domain/dates.ts';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '../../../domain/priorities.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../domain/tickets.ts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS, type ServiceLevel } from '../../../domain/tiers.ts';
import { bounds, hours, zoneOf } from './sql.ts';

// The ticket figures of a scope and range, each defined once here (see docs/product.md#analytics).
// Resolved: resolved_at in the range. SLA met: of the tickets resolved in the range whose SLA clock
// stopped, those that kept both promises on the district's working time, read from the stored clock
// (domain/sla-clock.ts verdictOf; tickets opened before the clock are not measured). First response: the first status
// change, comment, assignment or visit by someone other than the reporter. Reopened: a status
// change from resolved or closed back to open or in progress.

const resolvedSql = `
  select priority::text as priority, count(*)::int as resolved,
         percentile_cont(0.5) within group (order by hours) as p50,
         percentile_cont(0.9) within group (order by hours) as p90
  from (
    select t.priority, extract(epoch from t.resolved_at - t.created_at) / 3600 as hours
    from tickets t where t.district_id = any($1::uuid[]) and t.resolved_at >= $2 and t.resolved_at < $3
  ) r group by grouping sets ((priority), ())`;

// The stored clock's verdicts (as verdictOf: each promise kept when judged before its due time; the
// stop moment is sla_paused_at), per priority, tier, technician and district and overall, from
// tickets_analytics_sla_idx alone (its predicate repeated so the planner takes it).
const slaSql = `
  with v as (
    select t.district_id, t.priority, t.assignee_id,
      coalesce(t.sla_first_responded_at, t.sla_paused_at) < t.sla_first_response_due_at as fr,
      t.sla_paused_at < t.sla_resolution_due_at as res
    from tickets t
    where t.district_id = any($1::uuid[]) and t.resolved_at >= $2 and t.resolved_at < $3
      and t.resolved_at is not null and t.sla_state in ('met', 'breached')
  )
  select grouping(v.priority) = 0 as by_priority, grouping(d.service_level) = 0 as by_tier,
         grouping(v.assignee_id) = 0 as by_technician, grouping(v.district_id) = 0 as by_district,
         v.priority::text as priority, d.service_level::text as tier, v.assignee_id, v.district_id,
         count(*)::int as measured, count(*) filter (where fr and res)::int as met,
         count(*) filter (where fr)::int as fr_met, count(*) filter (where res)::int as res_met
  from v join districts d on d.id = v.district_id
  group by grouping sets ((v.priority), (d.service_level), (v.assignee_id), (v.district_id), ())`;

interface SlaRow {
  by_priority: boolean;
  by_tier: boolean;
  by_technician: boolean;
  by_district: boolean;
  priority: string | null;
  tier: string | null;
  assignee_id: string | null;
  district_id: string | null;
  measured: number;
  met: number;
  fr_met: number;
  res_met: number;
}

async function slaRows(pool: pg.Pool, ids: string[], range: DateRange) {
  const { rows } = await pool.query<SlaRow>(slaSql, [ids, ...bounds(range)]);
  return rows;
}

const countsOf = (r: SlaRow, key: string, label: string): SlaCounts => ({
  key,
  label,
  measured: r.measured,
  met: r.met,
  firstResponseMet: r.fr_met,
  resolutionMet: r.res_met,
});

const overall = (rows: SlaRow[]) =>
  rows.find((r) => !r.by_priority && !r.by_tier && !r.by_technician && !r.by_district);

/** SLA met % overall: null when no ticket with a clock was resolved in the range. */
const metPercentOf = (rows: SlaRow[]) => percentOf(overall(rows)?.met ?? 0, overall(rows)?.measured ?? 0);

/** The four groupings, named: technicians and districts read by id for the groups found. */
async function slaByOf(pool: pg.Pool, rows: SlaRow[]): Promise<TicketsAnswer['slaBy']> {
  const techIds = rows.filter((r) => r.by_technician && r.assignee_id).map((r) => r.assignee_id!);
  const districtIds = rows.filter((r) => r.by_district).map((r) => r.district_id!);
  const [people, places] = await Promise.all([
    pool.query<{ id: string; name: string }>(
      `select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
       from users where id = any($1::uuid[])`,
      [techIds],
    ),
    pool.query<{ id: string; name: string }>('select id, name from districts where id = any($1::uuid[])', [
      districtIds,
    ]),
  ]);
  const nameOf = new Map([...people.rows, ...places.rows].map((r) => [r.id, r.name]));
  return {
    priority: slaGroups(
      rows
        .filter((r) => r.by_priority)
        .map((r) => countsOf(r, r.priority!, PRIORITY_LABELS[r.priority as Priority])),
      [...PRIORITIES].reverse().map((p) => ({ key: p, label: PRIORITY_LABELS[p] })),
    ),
    tier: slaGroups(
      rows
        .filter((r) => r.by_tier)
        .map((r) => countsOf(r, r.tier!, SERVICE_LEVEL_LABELS[r.tier as ServiceLevel])),
      SERVICE_LEVELS.map((l) => ({ key: l, label: SERVICE_LEVEL_LABELS[l] })).filter((l) =>
        rows.some((r) => r.by_tier && r.tier === l.key),
      ),
    ),
    technician: slaGroups(
      rows
        .filter((r) => r.by_technician)
        .map((r) =>
          countsOf(
            r,
            r.assignee_id ?? '',
            r.assignee_id ? (nameOf.get(r.assignee_id) ?? 'Unknown') : 'Unassigned',
          ),
        ),
    ),
    district: slaGroups(
      rows
        .filter((r) => r.by_district)
        .map((r) => countsOf(r, r.district_id!, nameOf.get(r.district_id!) ?? '')),
    ),
  };
}

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
  sla: SlaRow[],
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
    slaMetPercent: metPercentOf(sla),
    firstResponse: { medianHours: hours(first.rows[0]?.p50), p90Hours: hours(first.rows[0]?.p90) },
    resolution: { medianHours: hours(all?.p50), p90Hours: hours(all?.p90) },
  };
}

/** The headline ticket figures of a range (for the previous period, the overview, the dashboard). */
export async function ticketFigures(pool: pg.Pool, ids: string[], range: DateRange): Promise<TicketFigures> {
  const [resolved, sla] = await Promise.all([resolvedRows(pool, ids, range), slaRows(pool, ids, range)]);
  const { openAtStart: _, ...figures } = await figuresFrom(pool, ids, range, resolved, sla);
  return figures;
}

/** SLA met % of the tickets resolved in a range: the dashboard's Service-Level Performance. */
export async function slaMetPercent(pool: pg.Pool, ids: string[], range: DateRange): Promise<number | null> {
  return metPercentOf(await slaRows(pool, ids, range));
}

/** The Tickets tab: figures of the range and the previous one, the series and the breakdowns. */
export async function ticketsAnswer(pool: pg.Pool, scope: AnalyticsScope): Promise<TicketsAnswer> {
  const ids = scope.districtIds;
  const args = [ids, ...bounds(scope.range)];
  const [sla, resolved, previous, created, resolvedByBucket] = await Promise.all([
    slaRows(pool, ids, scope.range),
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
  const [{ openAtStart, ...figures }, slaBy] = await Promise.all([
    figuresFrom(pool, ids, scope.range, resolved, sla),
    slaByOf(pool, sla),
  ]);

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
    slaBy,
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
