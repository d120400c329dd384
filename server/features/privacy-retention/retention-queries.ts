import { and, count, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RetentionRuleKey } from '../../../domain/retention.ts';
import { type TicketCounterDeltas, ticketCounterDeltas } from '../../../domain/tickets.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bumpDistrictStats, ticketStatsDeltas } from '../../db/district-stats.ts';
import {
  assets,
  auditLog,
  charges,
  mailMessages,
  people,
  sparkyConversations,
  tickets,
  vaultEvents,
} from '../../db/schema/index.ts';

/**
 * What one rule removes: the one predicate (`removable`) that both the preview counts with and the
 * nightly run deletes with, so the two can never disagree.
 */
export interface RetentionQuery {
  table: PgTable;
  id: PgColumn;
  /** The district's rows the rule removes with this cut-off. */
  removable(districtId: string, cutoff: Date): SQL;
  /** The district's rows past the cut-off the rule keeps on purpose (none for most rules). */
  kept?(districtId: string, cutoff: Date): SQL;
  /** Rows per statement (each batch is its own short transaction). */
  batch: number;
  /** Removes one batch in `tx` and answers how many rows went. */
  remove?(tx: Tx, districtId: string, ids: SQL): Promise<number>;
}

/** Rows per delete statement: big enough to be quick, small enough never to hold locks for long. */
export const RETENTION_BATCH = 1000;
/** Tickets take their comments, attachments (bytes) and history with them: a smaller batch. */
const TICKET_BATCH = 200;

const openCharge = (person: PgColumn) =>
  sql`exists (select 1 from ${charges} where ${charges.personId} = ${person} and ${charges.state} = 'open')`;
const holdsDevice = (person: PgColumn) =>
  sql`exists (select 1 from ${assets} where ${assets.personId} = ${person})`;
const withdrawnBefore = (districtId: string, cutoff: Date) =>
  and(
    eq(people.districtId, districtId),
    eq(people.status, 'withdrawn'),
    isNotNull(people.withdrawnAt),
    lt(people.withdrawnAt, cutoff),
  )!;

export const RETENTION_QUERIES: Record<RetentionRuleKey, RetentionQuery> = {
  closedTickets: {
    table: tickets,
    id: tickets.id,
    // Closed by when they were resolved (a ticket without that moment: its last change).
    removable: (districtId, cutoff) =>
      and(
        eq(tickets.districtId, districtId),
        inArray(tickets.status, ['resolved', 'closed']),
        sql`coalesce(${tickets.resolvedAt}, ${tickets.updatedAt}) < ${cutoff.toISOString()}`,
      )!,
    batch: TICKET_BATCH,
    // Comments, attachments, watchers, links, visits… cascade; the district's counters follow.
    async remove(tx, districtId, ids) {
      const gone = await tx
        .delete(tickets)
        .where(inArray(tickets.id, ids))
        .returning({ status: tickets.status, priority: tickets.priority });
      const sum: TicketCounterDeltas = {
        total: 0,
        open: 0,
        inProgress: 0,
        resolved: 0,
        closed: 0,
        critical: 0,
      };
      for (const t of gone) {
        const d = ticketCounterDeltas(t, null);
        for (const k of Object.keys(sum) as (keyof TicketCounterDeltas)[]) sum[k] += d[k];
      }
      await bumpDistrictStats(tx, districtId, ticketStatsDeltas(sum));
      return gone.length;
    },
  },
  sparkyConversations: {
    table: sparkyConversations,
    id: sparkyConversations.id,
    // By the last message (each message moves updated_at); messages and ratings cascade.
    removable: (districtId, cutoff) =>
      and(eq(sparkyConversations.districtId, districtId), lt(sparkyConversations.updatedAt, cutoff))!,
    batch: RETENTION_BATCH,
  },
  vaultAccessLog: {
    table: vaultEvents,
    id: vaultEvents.id,
    removable: (districtId, cutoff) =>
      and(eq(vaultEvents.districtId, districtId), lt(vaultEvents.at, cutoff))!,
    batch: RETENTION_BATCH,
  },
  auditLog: {
    table: auditLog,
    id: auditLog.id,
    // The district's entries only: provider-wide acts (no district) are Five Star's to keep.
    removable: (districtId, cutoff) => and(eq(auditLog.districtId, districtId), lt(auditLog.at, cutoff))!,
    batch: RETENTION_BATCH,
  },
  mailOutbox: {
    table: mailMessages,
    id: mailMessages.id,
    // Sent or given up; mail still waiting to go is never removed. Attachments cascade.
    removable: (districtId, cutoff) =>
      and(
        eq(mailMessages.districtId, districtId),
        inArray(mailMessages.status, ['sent', 'failed']),
        lt(mailMessages.createdAt, cutoff),
      )!,
    batch: RETENTION_BATCH,
  },
  withdrawnPeople: {
    table: people,
    id: people.id,
    // Paid and waived charges, waivers and insurance go with the person; devices they held and
    // damage reports stay (set null). Someone who owes a charge or holds a device is kept.
    removable: (districtId, cutoff) =>
      and(
        withdrawnBefore(districtId, cutoff),
        sql`not ${openCharge(people.id)}`,
        sql`not ${holdsDevice(people.id)}`,
      )!,
    kept: (districtId, cutoff) =>
      and(withdrawnBefore(districtId, cutoff), sql`(${openCharge(people.id)} or ${holdsDevice(people.id)})`)!,
    batch: RETENTION_BATCH,
  },
};

/** How many rows `where` matches in the rule's table. */
export async function countOf(db: Pick<Db, 'select'>, q: RetentionQuery, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(q.table).where(where);
  return row?.n ?? 0;
}

/**
 * Removes one batch of the rule's removable rows in its own transaction; answers how many went.
 * Rows another transaction holds are skipped (the next batch or night takes them).
 */
export async function removeBatch(
  db: Db,
  q: RetentionQuery,
  districtId: string,
  cutoff: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = sql`(select ${q.id} from ${q.table} where ${q.removable(districtId, cutoff)} limit ${q.batch} for update skip locked)`;
    if (q.remove) return q.remove(tx, districtId, ids);
    const gone = await tx.execute(sql`delete from ${q.table} where ${q.id} in ${ids}`);
    return gone.rowCount ?? 0;
  });
}
