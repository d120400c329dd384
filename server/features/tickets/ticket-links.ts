import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  linkPair,
  RELATION_MESSAGES as M,
  type RelatedTicket,
  type TicketRelations,
} from '../../../domain/ticket-relations.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ticketActivity, ticketLinks, tickets } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { lockPair, publishUpdated } from './ticket-merge.ts';
import { selectTicketById } from './ticket-reads.ts';

type Side = { id: string; districtId: string; ticketNumber: string };

const related = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  status: tickets.status,
};

/**
 * Related tickets of one district (see docs/product.md#tickets): a link is one row per pair; both
 * tickets list the other and get a `link` line (to: the other's number; from: it, when unlinked).
 */
export function createTicketLinks({ db, bus }: { db: Db; bus: EventBus }) {
  async function relationsOf(
    reader: Pick<Db, 'select'>,
    ticket: { id: string; districtId: string; mergedIntoId: string | null },
  ): Promise<TicketRelations> {
    const other = sql`case when ${ticketLinks.ticketId} = ${ticket.id} then ${ticketLinks.linkedId} else ${ticketLinks.ticketId} end`;
    const links: RelatedTicket[] = await reader
      .select(related)
      .from(ticketLinks)
      .innerJoin(tickets, eq(tickets.id, other))
      .where(
        and(
          eq(ticketLinks.districtId, ticket.districtId),
          or(eq(ticketLinks.ticketId, ticket.id), eq(ticketLinks.linkedId, ticket.id)),
        ),
      )
      .orderBy(asc(tickets.createdAt));
    const mergedFrom = await reader
      .select(related)
      .from(tickets)
      .where(and(eq(tickets.districtId, ticket.districtId), eq(tickets.mergedIntoId, ticket.id)))
      .orderBy(asc(tickets.createdAt));
    const [mergedInto] = ticket.mergedIntoId
      ? await reader.select(related).from(tickets).where(eq(tickets.id, ticket.mergedIntoId))
      : [];
    return { links, mergedFrom, mergedInto: mergedInto ?? null };
  }

  async function visible(identity: Identity, id: string) {
    const ticket = await selectTicketById(db, id, identity.districtId ?? null);
    if (!ticket) throw notFound(M.notFound);
    return ticket;
  }

  async function lines(
    tx: Tx,
    identity: Identity,
    pair: readonly { id: string; districtId: string; ticketNumber: string }[],
    unlink: boolean,
  ) {
    const [a, b] = pair as readonly [Side, Side];
    const sides: [Side, Side][] = [
      [a, b],
      [b, a],
    ];
    await tx.insert(ticketActivity).values(
      sides.map(([self, other]) => ({
        districtId: self.districtId,
        ticketId: self.id,
        actorId: identity.userId,
        kind: 'link' as const,
        fromValue: unlink ? other.ticketNumber : null,
        toValue: unlink ? null : other.ticketNumber,
      })),
    );
    for (const t of pair) await tx.update(tickets).set({ updatedAt: sql`now()` }).where(eq(tickets.id, t.id));
  }

  async function announce(ids: string[]) {
    const changed = await Promise.all(ids.map((id) => selectTicketById(db, id)));
    await publishUpdated(
      bus,
      changed.filter((t) => t !== null),
    );
  }

  return {
    /** Linked tickets, tickets merged into this one, and where it was merged. */
    async relations(identity: Identity, id: string): Promise<TicketRelations> {
      return relationsOf(db, await visible(identity, id));
    },

    async link(identity: Identity, id: string, otherId: string): Promise<TicketRelations> {
      if (id === otherId) throw badRequest(M.linkToItself);
      await db.transaction(async (tx) => {
        const pair = await lockPair(tx, identity, [id, otherId]);
        if (pair[0].districtId !== pair[1].districtId) throw badRequest(M.otherDistrict);
        const other = pair.find((t) => t.id === otherId)!;
        const inserted = await tx
          .insert(ticketLinks)
          .values({ districtId: other.districtId, ...linkPair(id, otherId), createdById: identity.userId })
          .onConflictDoNothing()
          .returning({ ticketId: ticketLinks.ticketId });
        if (inserted.length === 0) throw conflict(M.alreadyLinked(other.ticketNumber));
        await lines(tx, identity, pair, false);
      });
      await announce([id, otherId]);
      return relationsOf(db, await visible(identity, id));
    },

    async unlink(identity: Identity, id: string, otherId: string): Promise<void> {
      if (id === otherId) throw notFound(M.notLinked);
      await db.transaction(async (tx) => {
        const pair = await lockPair(tx, identity, [id, otherId]);
        const { ticketId, linkedId } = linkPair(id, otherId);
        const removed = await tx
          .delete(ticketLinks)
          .where(
            and(
              eq(ticketLinks.districtId, pair[0].districtId),
              eq(ticketLinks.ticketId, ticketId),
              eq(ticketLinks.linkedId, linkedId),
            ),
          )
          .returning({ ticketId: ticketLinks.ticketId });
        if (removed.length === 0) throw notFound(M.notLinked);
        await lines(tx, identity, pair, true);
      });
      await announce([id, otherId]);
    },
  };
}
