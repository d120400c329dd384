import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { IntegrationSlug } from '../../../domain/integrations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { integrationLinks, ticketActivity, tickets } from '../../db/schema/index.ts';

export type LinkRow = typeof integrationLinks.$inferSelect;
type Runner = Pick<Db, 'select' | 'insert' | 'update'>;
/**
 * The mapping of remote items to portal items of one district's integration: a remote ticket to
 * its ticket, a remote note to its comment. A sync run twice finds them and creates nothing twice.
 */
export function linksOf(db: Db, districtId: string, name: IntegrationSlug) {
  const mine = (kind: 'ticket' | 'note') =>
    and(
      eq(integrationLinks.districtId, districtId),
      eq(integrationLinks.name, name),
      eq(integrationLinks.kind, kind),
    );

  return {
    /** The links of many remote items at once (one page of a remote list), by remote id. */
    async byRemoteIds(kind: 'ticket' | 'note', remoteIds: string[]): Promise<Map<string, LinkRow>> {
      if (remoteIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(integrationLinks)
        .where(and(mine(kind), inArray(integrationLinks.remoteId, remoteIds)));
      return new Map(rows.map((r) => [r.remoteId, r]));
    },

    /** Remote ids of the notes already linked for a ticket. */
    async noteIds(ticketId: string): Promise<Set<string>> {
      const rows = await db
        .select({ remoteId: integrationLinks.remoteId, localId: integrationLinks.localId })
        .from(integrationLinks)
        .where(and(mine('note'), eq(integrationLinks.ticketId, ticketId)));
      return new Set(rows.map((r) => r.remoteId));
    },

    /** Records (or moves on) a link: the times are each side's updatedAt as just synced. */
    async put(
      tx: Runner,
      link: {
        kind: 'ticket' | 'note';
        remoteId: string;
        localId: string;
        ticketId: string;
        remoteUpdatedAt: Date | null;
        localUpdatedAt: Date | null;
      },
    ): Promise<void> {
      await tx
        .insert(integrationLinks)
        .values({ districtId, name, ...link })
        .onConflictDoUpdate({
          target: [
            integrationLinks.districtId,
            integrationLinks.name,
            integrationLinks.kind,
            integrationLinks.remoteId,
          ],
          set: { remoteUpdatedAt: link.remoteUpdatedAt, localUpdatedAt: link.localUpdatedAt },
        });
    },

    /**
     * Portal tickets to send: never sent, or changed since they were last synced (and after the
     * local cursor, so an unchanged district is one indexed read).
     */
    async ticketsToPush(since: Date | null) {
      return db
        .select({
          id: tickets.id,
          title: tickets.title,
          description: tickets.description,
          status: tickets.status,
          priority: tickets.priority,
          category: tickets.category,
          updatedAt: tickets.updatedAt,
          link: integrationLinks,
        })
        .from(tickets)
        .leftJoin(
          integrationLinks,
          and(
            eq(integrationLinks.districtId, tickets.districtId),
            eq(integrationLinks.name, name),
            eq(integrationLinks.kind, 'ticket'),
            eq(integrationLinks.localId, tickets.id),
          ),
        )
        .where(
          and(
            eq(tickets.districtId, districtId),
            since ? gt(tickets.updatedAt, since) : undefined,
            // Compared to the millisecond: the link keeps the time as JavaScript read it.
            or(
              isNull(integrationLinks.remoteId),
              sql`date_trunc('milliseconds', ${tickets.updatedAt}) > ${integrationLinks.localUpdatedAt}`,
            ),
          ),
        )
        .orderBy(tickets.createdAt);
    },

    /**
     * People's comments of a ticket not yet sent (comments that came from the remote are linked
     * already): public replies, and internal notes only when marked shareable.
     */
    async commentsToPush(ticketId: string) {
      return db
        .select({ id: ticketActivity.id, body: ticketActivity.body })
        .from(ticketActivity)
        .leftJoin(
          integrationLinks,
          and(
            eq(integrationLinks.districtId, ticketActivity.districtId),
            eq(integrationLinks.name, name),
            eq(integrationLinks.kind, 'note'),
            eq(integrationLinks.localId, ticketActivity.id),
          ),
        )
        .where(
          and(
            eq(ticketActivity.districtId, districtId),
            eq(ticketActivity.ticketId, ticketId),
            eq(ticketActivity.kind, 'comment'),
            isNotNull(ticketActivity.actorId),
            or(eq(ticketActivity.visibility, 'public'), eq(ticketActivity.shareable, true)),
            isNull(integrationLinks.remoteId),
          ),
        )
        .orderBy(ticketActivity.createdAt);
    },

    /** The ticket's current values and updatedAt, locked for the change about to be made. */
    async ticket(tx: Runner, ticketId: string) {
      const [row] = await tx
        .select({ id: tickets.id, updatedAt: tickets.updatedAt })
        .from(tickets)
        .where(and(eq(tickets.districtId, districtId), eq(tickets.id, ticketId)));
      return row ?? null;
    },

    /**
     * A transaction of the sync. Its commit does not wait for the disk (synchronous_commit off):
     * a crash can lose only the last moments of a run, which is idempotent and whose cursor is
     * written after (and so is lost with) them; the next run does that work again. This makes a
     * first sync of thousands of tickets several times faster (docs/performance.md).
     */
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit to off`);
        return work(tx);
      });
    },

    /** The database's clock (cursors compare with its timestamps, not this machine's). */
    async now(): Promise<Date> {
      const { rows } = await db.execute<{ now: Date }>(sql`select now() as now`);
      return new Date(rows[0]!.now);
    },
  };
}
export type Links = ReturnType<typeof linksOf>;
