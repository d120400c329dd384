import { sql } from 'drizzle-orm';
import {
  type CreateTicketInput,
  formatTicketNumber,
  type Ticket,
  ticketCounterDeltas,
} from '../../../domain/tickets.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { ticketStatsDeltas } from '../../db/district-stats.ts';
import {
  activityLog,
  districtStats,
  districts,
  ticketActivity,
  ticketCounters,
  tickets,
  users,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ticketNoticeJob } from './ticket-notifications.ts';
import { FORMER_USER, fullName, type TicketRow, timelineNames, toTicket } from './ticket-reads.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type NewTicketRow = Record<string, unknown>;

/** A ticket to open: the checked input, its district and who opens it. */
export interface TicketToCreate {
  districtId: string;
  input: CreateTicketInput;
  actor: Identity;
}

/** How many of `items` each district gets, in a fixed order (so concurrent batches lock alike). */
function countByDistrict(items: TicketToCreate[]): { districtId: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const id of items.map((i) => i.districtId).sort()) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([districtId, n]) => ({ districtId, n }));
}

/**
 * Takes `n` numbers from each district's counter (the row stays locked to the commit, so numbers
 * never repeat); answers each existing district's code and the last number before the batch.
 */
async function takeNumbers(tx: Tx, counts: { districtId: string; n: number }[]) {
  const { rows } = await tx.execute<{ district_id: string; code: string; first: number }>(sql`
    with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(counts.map((c) => ({ district_id: c.districtId, n: c.n })))}::jsonb)
        as x(district_id uuid, n int)
    ),
    taken as (
      insert into ${ticketCounters} as c (district_id, last_number)
      select w.district_id, w.n from wanted w join ${districts} d on d.id = w.district_id
      order by w.district_id
      on conflict (district_id) do update set last_number = c.last_number + excluded.last_number
      returning c.district_id, c.last_number
    )
    select t.district_id, d.code, t.last_number - w.n as first
    from taken t join wanted w using (district_id) join ${districts} d on d.id = t.district_id`);
  return new Map(rows.map((r) => [r.district_id, { code: r.code, last: Number(r.first) }]));
}

/**
 * The rows of a batch of new tickets with their timeline entries, activity-log lines and the
 * district counters, in one statement; answers the tickets as the list shows them, in order.
 */
async function insertRows(tx: Tx, rows: NewTicketRow[]): Promise<Ticket[]> {
  // Raw statements answer timestamps as text.
  type Answer = Omit<TicketRow, 'createdAt' | 'updatedAt' | 'resolvedAt'> &
    Record<'createdAt' | 'updatedAt', string> & { resolvedAt: string | null };
  const { rows: made } = await tx.execute<Answer>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        ord int, district_id uuid, number int, ticket_number text, title text, description text,
        priority ticket_priority, status ticket_status, category ticket_category, assignee_id uuid,
        assignee_name text, created_by_id uuid, resolved_at timestamptz, summary text,
        "ticketsTotal" int, "ticketsOpen" int, "ticketsInProgress" int, "ticketsResolved" int,
        "ticketsClosed" int, "ticketsCritical" int)
    ),
    made as (
      insert into ${tickets} (district_id, number, ticket_number, title, description, priority, status,
        category, assignee_id, created_by_id, resolved_at)
      select district_id, number, ticket_number, title, description, priority, status, category,
        assignee_id, created_by_id, resolved_at
      from input order by ord
      returning id, district_id, number, created_at, updated_at
    ),
    linked as (select m.id, m.created_at, m.updated_at, i.* from made m join input i using (district_id, number)),
    timeline as (
      insert into ${ticketActivity} (district_id, ticket_id, actor_id, kind, to_value)
      select district_id, id, created_by_id, 'created'::ticket_activity_kind, status::text from linked
      union all
      select district_id, id, created_by_id, 'assignment'::ticket_activity_kind, assignee_name
      from linked where assignee_id is not null
    ),
    logged as (
      insert into ${activityLog} (district_id, actor_id, action, summary)
      select district_id, created_by_id, 'ticket_created', summary from linked
    ),
    counted as (
      insert into ${districtStats} as s (district_id, tickets_total, tickets_open, tickets_in_progress,
        tickets_resolved, tickets_closed, tickets_critical)
      select district_id, sum("ticketsTotal"), sum("ticketsOpen"), sum("ticketsInProgress"),
        sum("ticketsResolved"), sum("ticketsClosed"), sum("ticketsCritical")
      from input group by district_id order by district_id
      on conflict (district_id) do update set
        tickets_total = s.tickets_total + excluded.tickets_total,
        tickets_open = s.tickets_open + excluded.tickets_open,
        tickets_in_progress = s.tickets_in_progress + excluded.tickets_in_progress,
        tickets_resolved = s.tickets_resolved + excluded.tickets_resolved,
        tickets_closed = s.tickets_closed + excluded.tickets_closed,
        tickets_critical = s.tickets_critical + excluded.tickets_critical,
        updated_at = now()
    )
    select l.id, l.ticket_number as "ticketNumber", l.title, l.description, l.priority, l.status,
      l.category, l.district_id as "districtId", d.name as "districtName", l.assignee_id as "assigneeId",
      ${fullName({ firstName: sql.raw('a.first_name'), lastName: sql.raw('a.last_name') })} as "assigneeName",
      l.created_by_id as "createdById",
      ${fullName({ firstName: sql.raw('c.first_name'), lastName: sql.raw('c.last_name') })} as "createdByName",
      l.created_at as "createdAt", l.updated_at as "updatedAt", l.resolved_at as "resolvedAt"
    from linked l
    join ${districts} d on d.id = l.district_id
    left join ${users} a on a.id = l.assignee_id
    left join ${users} c on c.id = l.created_by_id
    order by l.ord`);
  return made.map((r) =>
    toTicket({
      ...r,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
      resolvedAt: r.resolvedAt ? new Date(r.resolvedAt) : null,
    }),
  );
}

/**
 * Opens the tickets of requests that arrived together, in one transaction: each district's
 * numbers in arrival order, the rows, their timeline, the district's counters, the activity log
 * and the jobs that tell people. Answers each ticket in order, or null where its district does
 * not exist.
 */
export async function createTickets(
  tx: Tx,
  queue: JobQueue,
  items: TicketToCreate[],
): Promise<(Ticket | null)[]> {
  const counts = countByDistrict(items);
  const numbers = await takeNumbers(tx, counts);
  const known = items.filter((i) => numbers.has(i.districtId));
  if (known.length === 0) return items.map(() => null);

  const names = await timelineNames(
    tx,
    known.flatMap((i) => (i.input.assigneeId ? [i.input.assigneeId] : [])),
  );
  const rows = known.map(({ districtId, input, actor }, ord) => {
    const district = numbers.get(districtId)!;
    const number = ++district.last;
    const ticketNumber = formatTicketNumber(district.code, number);
    return {
      ord,
      district_id: districtId,
      number,
      ticket_number: ticketNumber,
      title: input.title,
      description: input.description,
      priority: input.priority,
      status: input.status,
      category: input.category,
      assignee_id: input.assigneeId ?? null,
      assignee_name: input.assigneeId ? (names.get(input.assigneeId) ?? FORMER_USER) : null,
      created_by_id: actor.userId,
      resolved_at: input.status === 'resolved' || input.status === 'closed' ? new Date().toISOString() : null,
      summary: `${actorLabel(actor)} opened ${ticketNumber}: ${input.title}`,
      ...ticketStatsDeltas(ticketCounterDeltas(null, input)),
    };
  });
  const made = await insertRows(tx, rows);
  await queue.sendMany(
    tx,
    known.flatMap(({ input, actor }, i) => [
      ticketNoticeJob({ ticketId: made[i]!.id, change: 'created', actorId: actor.userId }),
      ...(input.assigneeId
        ? [ticketNoticeJob({ ticketId: made[i]!.id, change: 'assigned', actorId: actor.userId })]
        : []),
    ]),
  );
  const answers = new Map(known.map((item, i) => [item, made[i]!]));
  return items.map((i) => answers.get(i) ?? null);
}
