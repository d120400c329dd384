import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TicketSla } from '../../../domain/sla.ts';
import { assetLabel, type Ticket } from '../../../domain/tickets.ts';
import type { Db } from '../../db/client.ts';
import { assets, districts, tickets, users } from '../../db/schema/index.ts';

/** Anything that can run a select: the db or a transaction. */
export type Reader = Pick<Db, 'select'>;

/** A person's full name, null when both parts are empty. */
export const fullName = (u: { firstName: AnyColumn | SQL; lastName: AnyColumn | SQL }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

// The names a ticket shows are scalar subqueries, not joins: a six-table join cost PostgreSQL more
// to plan (about 1.5 ms) than to run, on every list, page and lookup; each subquery plans as one
// primary-key lookup. The ticket's column is named with its table, which Drizzle leaves out when
// a select has one table (the subquery's own table would otherwise shadow it).
const ticketColumn = (column: AnyColumn) => sql.raw(`"tickets"."${column.name}"`);
const nameOf = (id: AnyColumn) =>
  sql<
    string | null
  >`(select ${fullName({ firstName: sql`p.first_name`, lastName: sql`p.last_name` })} from ${users} p where p.id = ${ticketColumn(id)})`;
const assetColumn = (column: 'asset_tag' | 'name') =>
  sql<
    string | null
  >`(select a.${sql.identifier(column)} from ${assets} a where a.id = ${ticketColumn(tickets.assetId)})`;

const ticketColumns = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  description: tickets.description,
  priority: tickets.priority,
  status: tickets.status,
  category: tickets.category,
  districtId: tickets.districtId,
  districtName: sql<string>`(select d.name from ${districts} d where d.id = ${ticketColumn(tickets.districtId)})`,
  assigneeId: tickets.assigneeId,
  assigneeName: nameOf(tickets.assigneeId),
  createdById: tickets.createdById,
  createdByName: nameOf(tickets.createdById),
  requesterId: tickets.requesterId,
  requesterName: nameOf(tickets.requesterId),
  assetId: tickets.assetId,
  assetTag: assetColumn('asset_tag'),
  assetName: assetColumn('name'),
  source: tickets.source,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  resolvedAt: tickets.resolvedAt,
  waiting: tickets.waiting,
  mergedIntoId: tickets.mergedIntoId,
  slaState: tickets.slaState,
  slaFirstResponseDueAt: tickets.slaFirstResponseDueAt,
  slaResolutionDueAt: tickets.slaResolutionDueAt,
  slaFirstRespondedAt: tickets.slaFirstRespondedAt,
  slaPausedAt: tickets.slaPausedAt,
};

function baseSelect(reader: Reader) {
  return reader.select(ticketColumns).from(tickets);
}
export type TicketRow = Awaited<ReturnType<typeof baseSelect>>[number];

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    category: row.category,
    districtId: row.districtId,
    districtName: row.districtName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName ?? (row.assigneeId ? 'Unknown user' : null),
    createdById: row.createdById,
    createdByName: row.createdByName,
    requesterId: row.requesterId,
    requesterName: row.requesterName ?? (row.requesterId ? 'Unknown user' : null),
    assetId: row.assetId,
    assetName: row.assetId && row.assetTag !== null ? assetLabel(row.assetTag, row.assetName ?? '') : null,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    waiting: row.waiting,
    sla: slaOf(row),
    mergedIntoId: row.mergedIntoId,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The clock as a ticket carries it (null before it started). */
export function slaOf(row: SlaColumns): TicketSla | null {
  if (!row.slaState || !row.slaFirstResponseDueAt || !row.slaResolutionDueAt) return null;
  return {
    firstResponseDueAt: row.slaFirstResponseDueAt.toISOString(),
    resolutionDueAt: row.slaResolutionDueAt.toISOString(),
    firstRespondedAt: iso(row.slaFirstRespondedAt),
    pausedAt: iso(row.slaPausedAt),
    state: row.slaState,
  };
}
type SlaColumns = Pick<
  TicketRow,
  'slaState' | 'slaFirstResponseDueAt' | 'slaResolutionDueAt' | 'slaFirstRespondedAt' | 'slaPausedAt'
>;

/** Tickets with their district and people's names, newest first, `limit` rows. */
export async function selectTickets(
  reader: Reader,
  where: SQL | undefined,
  limit: number,
): Promise<Ticket[]> {
  const rows = await baseSelect(reader)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
  return rows.map(toTicket);
}

export async function selectTicketById(
  reader: Reader,
  id: string,
  districtId?: string | null,
): Promise<Ticket | null> {
  const [row] = await selectTickets(
    reader,
    and(eq(tickets.id, id), districtId ? eq(tickets.districtId, districtId) : undefined),
    1,
  );
  return row ?? null;
}

/**
 * The newest tickets matching `where` across every district, without an index that does not lead
 * with district_id: each district's newest `limit` come from its own index, then the best `limit`.
 */
export async function selectTicketsAcrossDistricts(
  reader: Reader,
  where: SQL | undefined,
  limit: number,
): Promise<Ticket[]> {
  const perDistrict = reader
    .select({ id: tickets.id, createdAt: tickets.createdAt })
    .from(tickets)
    .where(and(sql`${tickets.districtId} = ${districts.id}`, where))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit)
    .as('newest');
  const ids = await reader
    .select({ id: perDistrict.id })
    .from(districts)
    .crossJoinLateral(perDistrict)
    .orderBy(desc(perDistrict.createdAt), desc(perDistrict.id))
    .limit(limit);
  if (ids.length === 0) return [];
  return selectTickets(
    reader,
    inArray(
      tickets.id,
      ids.map((r) => r.id),
    ),
    limit,
  );
}

/** How many of a district's newest tickets a word search reads before it asks the search index. */
export const SEARCH_WINDOW = 2000;

/**
 * A district's tickets matching a word search (`matches`, with the other filters) newest first.
 * PostgreSQL cannot estimate prefix searches, and a common prefix makes the full-text index read
 * a bitmap of every district's matches; so the district's newest SEARCH_WINDOW tickets are read
 * first, in index order, and the full-text index is asked only when they hold too few matches.
 */
export async function searchDistrictTickets(
  reader: Reader,
  districtId: string,
  window: SQL | undefined,
  matches: SQL,
  limit: number,
): Promise<Ticket[]> {
  const inDistrict = and(eq(tickets.districtId, districtId), window);
  const recent = reader
    .select({ id: tickets.id, createdAt: tickets.createdAt, hit: sql<boolean>`(${matches})`.as('hit') })
    .from(tickets)
    .where(inDistrict)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(SEARCH_WINDOW)
    .as('recent');
  const hits = await reader
    .select({ id: recent.id })
    .from(recent)
    .where(sql`${recent.hit}`)
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(limit);
  let complete = hits.length === limit;
  if (!complete) {
    const seen = reader
      .select({ one: sql`1`.as('one') })
      .from(tickets)
      .where(inDistrict)
      .limit(SEARCH_WINDOW)
      .as('seen');
    const [row] = await reader.select({ n: sql<number>`count(*)::int` }).from(seen);
    complete = (row?.n ?? 0) < SEARCH_WINDOW;
  }
  if (complete) {
    if (hits.length === 0) return [];
    return selectTickets(
      reader,
      inArray(
        tickets.id,
        hits.map((h) => h.id),
      ),
      limit,
    );
  }
  return selectTickets(reader, and(inDistrict, matches), limit);
}

/** People's names as the timeline keeps them (a snapshot: later renames do not rewrite history). */
export async function timelineNames(reader: Pick<Db, 'select'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await reader
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, `${u.first} ${u.last}`.trim()]));
}
export const FORMER_USER = 'Former user';
