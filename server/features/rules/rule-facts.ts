import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { RuleAction, RuleConditions, RuleTicketFacts, RuleTicketState } from '../../../domain/rules.ts';
import type { Db } from '../../db/client.ts';
import { assets, ticketActivity, ticketRules, tickets, users } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** A ticket as rules look at it: what conditions read, what actions change, and since when it is quiet. */
export interface RuleTicket extends RuleTicketFacts, RuleTicketState {
  id: string;
  districtId: string;
  ticketNumber: string;
  createdAt: Date;
  /** The later of its creation, its last public reply and its last status change. */
  quietSince: Date;
}

/** The last public reply or status change of the ticket (or its creation). */
const quietSince = sql<string>`greatest(${tickets.createdAt}, (
  select max(x.created_at) from ${ticketActivity} x
  where x.district_id = ${tickets.districtId} and x.ticket_id = ${tickets.id}
    and (x.kind = 'status' or (x.kind = 'comment' and x.visibility = 'public'))))`;

const watcherIds = sql<
  string[] | null
>`(select array_agg(w.user_id) from ticket_watchers w where w.ticket_id = ${tickets.id})`;

/**
 * The conditions a ticket's own columns decide exactly (category, priority, source, status, the
 * requester's role), as a filter for the database: the rest (sites, words) stays with `ruleMatches`,
 * which still runs on every ticket read.
 */
export function exactConditions(c: RuleConditions): SQL | undefined {
  return and(
    c.categories.length ? inArray(tickets.category, c.categories) : undefined,
    c.priorities.length ? inArray(tickets.priority, c.priorities) : undefined,
    c.sources.length ? inArray(tickets.source, c.sources) : undefined,
    c.statuses.length ? inArray(tickets.status, c.statuses) : undefined,
    c.requesterRoles.length ? inArray(users.role, c.requesterRoles) : undefined,
  );
}

/** The tickets of `where`, newest first, at most `limit`, as rules see them. */
export async function ruleTickets(reader: Reader, where: SQL | undefined, limit = 1): Promise<RuleTicket[]> {
  const rows = await reader
    .select({
      id: tickets.id,
      districtId: tickets.districtId,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      description: tickets.description,
      category: tickets.category,
      priority: tickets.priority,
      status: tickets.status,
      source: tickets.source,
      assigneeId: tickets.assigneeId,
      waiting: tickets.waiting,
      createdAt: tickets.createdAt,
      requesterRole: users.role,
      site: assets.location,
      assetCategory: assets.category,
      watcherIds,
      quietSince,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.requesterId))
    .leftJoin(assets, eq(assets.id, tickets.assetId))
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    site: r.site || null,
    watcherIds: r.watcherIds ?? [],
    quietSince: new Date(r.quietSince),
  }));
}

export async function ruleTicket(reader: Reader, id: string): Promise<RuleTicket | null> {
  return (await ruleTickets(reader, eq(tickets.id, id)))[0] ?? null;
}

/** The names of people rules name, by id ("Former user" for one gone). */
export async function namesOf(reader: Reader, ids: string[]): Promise<(id: string) => string> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await reader
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, unique))
    : [];
  const names = new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
  return (id) => names.get(id) ?? 'Former user';
}

/** The user ids of a set of rules' actions. */
export const peopleOfRules = (rules: { actions: RuleAction[] }[]) =>
  rules.flatMap((r) => r.actions.flatMap((a) => ('userId' in a && a.userId ? [a.userId] : [])));

/** A district's enabled rules of a trigger, in their order. */
export function enabledRules(
  reader: Reader,
  districtId: string,
  trigger: 'created' | 'updated' | 'no_reply',
) {
  return reader
    .select()
    .from(ticketRules)
    .where(
      and(
        eq(ticketRules.districtId, districtId),
        eq(ticketRules.trigger, trigger),
        eq(ticketRules.enabled, true),
      ),
    )
    .orderBy(asc(ticketRules.position), asc(ticketRules.createdAt));
}

/** Of these districts, those with an enabled rule of the trigger (one query for a batch). */
export async function districtsWithRules(
  reader: Reader,
  districtIds: string[],
  trigger: 'created' | 'updated',
): Promise<Set<string>> {
  if (districtIds.length === 0) return new Set();
  const rows = await reader
    .selectDistinct({ districtId: ticketRules.districtId })
    .from(ticketRules)
    .where(
      and(
        inArray(ticketRules.districtId, [...new Set(districtIds)]),
        eq(ticketRules.trigger, trigger),
        eq(ticketRules.enabled, true),
      ),
    );
  return new Set(rows.map((r) => r.districtId!));
}

/** Tickets not closed that have been quiet since before `before` (a first cut; working days are counted after). */
export function quietTickets(reader: Reader, districtId: string, before: Date, limit: number) {
  return ruleTickets(
    reader,
    and(
      eq(tickets.districtId, districtId),
      ne(tickets.status, 'closed'),
      isNull(tickets.mergedIntoId),
      sql`${quietSince} < ${before.toISOString()}::timestamptz`,
    ),
    limit,
  );
}
