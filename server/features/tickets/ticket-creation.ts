import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type CreateTicketInput,
  TICKET_NUMBER_DIGITS,
  type Ticket,
  type TicketSource,
  ticketCounterDeltas,
} from '../../../domain/tickets.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Tx } from '../../db/client.ts';
import { ticketStatsDeltas } from '../../db/district-stats.ts';
import { executePrepared } from '../../db/prepared.ts';
import {
  activityLog,
  assets,
  districtStats,
  districts,
  ticketActivity,
  ticketCounters,
  tickets,
  ticketWatchers,
  users,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { TicketHooks } from './ticket-hooks.ts';
import { ticketNoticeJob } from './ticket-notifications.ts';
import { FORMER_USER, fullName, type TicketRow, toTicket } from './ticket-reads.ts';

type NewTicketRow = Record<string, unknown>;

/**
 * A ticket to open: the checked input (its requester, device and watchers already checked against
 * the district), its district, who opens it and where it comes from.
 */
export interface TicketToCreate {
  districtId: string;
  input: CreateTicketInput;
  actor: Identity;
  source: TicketSource;
}

/**
 * The batch in one statement: each district's counter moves by its tickets (the counter rows are
 * taken in district order and stay locked to the commit, so numbers never repeat and stay
 * gapless); the tickets get their numbers in arrival order, with their timeline entries,
 * activity-log lines and the district counters. Answers the tickets as the list shows them, in
 * order; a ticket of a district that does not exist is left out.
 */
async function insertBatch(tx: Tx, rows: NewTicketRow[]): Promise<Ticket[]> {
  // Raw statements answer timestamps as text.
  type Answer = Omit<TicketRow, 'createdAt' | 'updatedAt' | 'resolvedAt' | keyof NoClockYet> &
    Record<'createdAt' | 'updatedAt', string> & { resolvedAt: string | null };
  const made = await executePrepared<Answer>(
    tx,
    'create-tickets',
    sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        ord int, id uuid, district_id uuid, title text, description text,
        priority ticket_priority, status ticket_status, category ticket_category, assignee_id uuid,
        created_by_id uuid, requester_id uuid, asset_id uuid, source ticket_source, watcher_ids jsonb,
        actor_label text, resolved_at timestamptz,
        "ticketsTotal" int, "ticketsOpen" int, "ticketsInProgress" int, "ticketsResolved" int,
        "ticketsClosed" int, "ticketsCritical" int)
    ),
    wanted as (select district_id, count(*)::int as n from input group by district_id),
    taken as (
      insert into ${ticketCounters} as c (district_id, last_number)
      select w.district_id, w.n from wanted w join ${districts} d on d.id = w.district_id
      order by w.district_id
      on conflict (district_id) do update set last_number = c.last_number + excluded.last_number
      returning c.district_id, c.last_number
    ),
    numbered as (
      select i.*, d.name as district_name,
        t.last_number - w.n + row_number() over (partition by i.district_id order by i.ord) as number,
        d.code as district_code
      from input i
      join wanted w using (district_id)
      join taken t using (district_id)
      join ${districts} d on d.id = i.district_id
    ),
    linked as (
      -- The number as formatTicketNumber (domain/tickets.ts) writes it: "CODE-0042", "CODE-12345".
      select n.*,
        n.district_code || '-' || lpad(n.number::text, greatest(${TICKET_NUMBER_DIGITS}, length(n.number::text)), '0')
          as ticket_number,
        ${fullName({ firstName: sql.raw('a.first_name'), lastName: sql.raw('a.last_name') })} as assignee_name,
        ${fullName({ firstName: sql.raw('c.first_name'), lastName: sql.raw('c.last_name') })} as created_by_name,
        ${fullName({ firstName: sql.raw('r.first_name'), lastName: sql.raw('r.last_name') })} as requester_name,
        s.asset_tag, s.name as asset_name
      from numbered n
      left join ${users} a on a.id = n.assignee_id
      left join ${users} c on c.id = n.created_by_id
      left join ${users} r on r.id = n.requester_id
      left join ${assets} s on s.id = n.asset_id
    ),
    made as (
      insert into ${tickets} (id, district_id, number, ticket_number, title, description, priority, status,
        category, assignee_id, created_by_id, requester_id, asset_id, source, resolved_at)
      select id, district_id, number, ticket_number, title, description, priority, status, category,
        assignee_id, created_by_id, requester_id, asset_id, source, resolved_at
      from linked order by ord
      returning id, created_at, updated_at
    ),
    watched as (
      insert into ${ticketWatchers} (district_id, ticket_id, user_id)
      select l.district_id, l.id, w.user_id::uuid
      from linked l cross join lateral jsonb_array_elements_text(coalesce(l.watcher_ids, '[]'::jsonb)) as w(user_id)
      on conflict do nothing
    ),
    timeline as (
      insert into ${ticketActivity} (district_id, ticket_id, actor_id, kind, to_value)
      select district_id, id, created_by_id, 'created'::ticket_activity_kind, status::text from linked
      union all
      select district_id, id, created_by_id, 'assignment'::ticket_activity_kind,
        coalesce(assignee_name, ${FORMER_USER})
      from linked where assignee_id is not null
    ),
    logged as (
      insert into ${activityLog} (district_id, actor_id, action, summary)
      select district_id, created_by_id, 'ticket_created',
        actor_label || ' opened ' || ticket_number || ': ' || title
      from linked
    ),
    counted as (
      insert into ${districtStats} as s (district_id, tickets_total, tickets_open, tickets_in_progress,
        tickets_resolved, tickets_closed, tickets_critical)
      select district_id, sum("ticketsTotal"), sum("ticketsOpen"), sum("ticketsInProgress"),
        sum("ticketsResolved"), sum("ticketsClosed"), sum("ticketsCritical")
      from numbered group by district_id order by district_id
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
      l.category, l.district_id as "districtId", l.district_name as "districtName",
      l.assignee_id as "assigneeId", l.assignee_name as "assigneeName",
      l.created_by_id as "createdById", l.created_by_name as "createdByName",
      l.requester_id as "requesterId", l.requester_name as "requesterName",
      l.asset_id as "assetId", l.asset_tag as "assetTag", l.asset_name as "assetName", l.source,
      m.created_at as "createdAt", m.updated_at as "updatedAt", l.resolved_at as "resolvedAt"
    from linked l join made m using (id)
    order by l.ord`,
  );
  return made.map((r) =>
    toTicket({
      ...r,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
      resolvedAt: r.resolvedAt ? new Date(r.resolvedAt) : null,
      ...NO_CLOCK_YET,
    }),
  );
}

/** A new ticket waits on nobody, is merged into nothing, and its SLA clock starts in a hook. */
const NO_CLOCK_YET = {
  waiting: false,
  mergedIntoId: null,
  slaState: null,
  slaFirstResponseDueAt: null,
  slaResolutionDueAt: null,
  slaFirstRespondedAt: null,
  slaPausedAt: null,
} satisfies Partial<TicketRow>;
type NoClockYet = typeof NO_CLOCK_YET;

/**
 * Opens the tickets of requests that arrived together, in one transaction of four round trips:
 * BEGIN, the jobs that tell people (the ticket ids are made here), the tickets in one statement,
 * COMMIT; a district's counter stays locked only for the last two. Answers each ticket in order;
 * a ticket of a district that does not exist fails the batch (its jobs with it), and alone it
 * fails with 404.
 */
export async function createTickets(
  tx: Tx,
  queue: JobQueue,
  items: TicketToCreate[],
  hooks: readonly TicketHooks[] = [],
): Promise<Ticket[]> {
  const rows = items.map(({ districtId, input, actor, source }, ord) => ({
    ord,
    id: randomUUID(),
    district_id: districtId,
    title: input.title,
    description: input.description,
    priority: input.priority,
    status: input.status,
    category: input.category,
    assignee_id: input.assigneeId ?? null,
    created_by_id: actor.userId,
    requester_id: input.requesterId ?? null,
    asset_id: input.assetId ?? null,
    source,
    watcher_ids: input.watcherIds ?? [],
    actor_label: actorLabel(actor),
    resolved_at: input.status === 'resolved' || input.status === 'closed' ? new Date().toISOString() : null,
    ...ticketStatsDeltas(ticketCounterDeltas(null, input)),
  }));
  await queue.sendMany(
    tx,
    items.flatMap(({ input, actor }, i) => [
      ticketNoticeJob({ ticketId: rows[i]!.id, change: 'created', actorId: actor.userId }),
      ...(input.assigneeId
        ? [ticketNoticeJob({ ticketId: rows[i]!.id, change: 'assigned', actorId: actor.userId })]
        : []),
    ]),
  );
  let made = await insertBatch(tx, rows);
  if (made.length !== items.length) throw notFound('District not found.');
  const actors = items.map((i) => i.actor);
  for (const hook of hooks) made = (await hook.created?.(tx, made, actors)) ?? made;
  return made;
}
