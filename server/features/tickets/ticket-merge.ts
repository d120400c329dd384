import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  RELATION_MESSAGES as M,
  type MergeSide,
  mergeRefusal,
  watchersAfterMerge,
} from '../../../domain/ticket-relations.ts';
import { MAX_TICKET_WATCHERS, type Ticket, ticketCounterDeltas } from '../../../domain/tickets.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bumpDistrictStats, ticketStatsDeltas } from '../../db/district-stats.ts';
import { ticketActivity, ticketAttachments, tickets, ticketWatchers } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { ChangeEntry, TicketHooks } from './ticket-hooks.ts';
import { selectTicketById } from './ticket-reads.ts';

/** Both tickets of a merge or a link, locked in id order (two merges of the same pair cannot deadlock). */
export async function lockPair(tx: Tx, identity: Identity, ids: [string, string]) {
  const scope = identity.districtId ?? null;
  const rows = await tx
    .select({
      id: tickets.id,
      districtId: tickets.districtId,
      ticketNumber: tickets.ticketNumber,
      status: tickets.status,
      priority: tickets.priority,
      waiting: tickets.waiting,
      assigneeId: tickets.assigneeId,
      requesterId: tickets.requesterId,
      resolvedAt: tickets.resolvedAt,
      mergedIntoId: tickets.mergedIntoId,
    })
    .from(tickets)
    .where(and(inArray(tickets.id, ids), scope ? eq(tickets.districtId, scope) : undefined))
    .orderBy(tickets.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [a, b] = [byId.get(ids[0]), byId.get(ids[1])];
  // A ticket of another district looks missing to a district's people (404, never 403).
  if (!a || !b) throw notFound(M.notFound);
  return [a, b] as const;
}
type Locked = Awaited<ReturnType<typeof lockPair>>[number];

async function numberOf(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ n: tickets.ticketNumber }).from(tickets).where(eq(tickets.id, id));
  return row?.n ?? null;
}

async function sideOf(tx: Tx, t: Locked): Promise<MergeSide> {
  return {
    id: t.id,
    districtId: t.districtId,
    ticketNumber: t.ticketNumber,
    mergedInto: await numberOf(tx, t.mergedIntoId),
  };
}

async function watcherIdsOf(tx: Tx, ticketId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(eq(ticketWatchers.ticketId, ticketId));
  return rows.map((r) => r.userId);
}

/**
 * Merging a ticket into another of its district (see docs/product.md#tickets): the source closes,
 * pointing at the target; both timelines say so; the source's requester and watchers watch the
 * target; its own files (not those of its comments, which stay with them) move to the target. Its
 * integration links stay on it: the IncidentIQ or ConnectWise ticket it came from is still known,
 * so a sync never imports it again, and it stays closed there (see applySyncedChange).
 */
export function createTicketMerge({
  db,
  bus,
  hooks,
}: {
  db: Db;
  bus: EventBus;
  hooks: readonly TicketHooks[];
}) {
  return async function merge(identity: Identity, sourceId: string, intoId: string): Promise<Ticket> {
    if (sourceId === intoId) throw badRequest(M.mergeIntoItself);
    const done = await db.transaction(async (tx) => {
      const [x, y] = await lockPair(tx, identity, [sourceId, intoId]);
      const source = x.id === sourceId ? x : y;
      const target = x.id === sourceId ? y : x;
      const refusal = mergeRefusal(await sideOf(tx, source), await sideOf(tx, target));
      if (refusal) throw source.mergedIntoId ? conflict(refusal) : badRequest(refusal);

      const adding = watchersAfterMerge(
        { requesterId: source.requesterId, watcherIds: await watcherIdsOf(tx, source.id) },
        { requesterId: target.requesterId, watcherIds: await watcherIdsOf(tx, target.id) },
      );
      const targetWatchers = (await watcherIdsOf(tx, target.id)).length;
      if (targetWatchers + adding.length > MAX_TICKET_WATCHERS) throw badRequest(M.tooManyWatchers);
      if (adding.length)
        await tx
          .insert(ticketWatchers)
          .values(adding.map((userId) => ({ districtId: target.districtId, ticketId: target.id, userId })))
          .onConflictDoNothing();
      const moved = await tx
        .update(ticketAttachments)
        .set({ ticketId: target.id })
        .where(
          and(
            eq(ticketAttachments.districtId, source.districtId),
            eq(ticketAttachments.ticketId, source.id),
            isNull(ticketAttachments.activityId),
          ),
        )
        .returning({ id: ticketAttachments.id });

      await tx
        .update(tickets)
        .set({
          status: 'closed',
          resolvedAt: source.resolvedAt ?? new Date(),
          waiting: false,
          mergedIntoId: target.id,
          updatedAt: sql`now()`,
        })
        .where(eq(tickets.id, source.id));
      await tx.update(tickets).set({ updatedAt: sql`now()` }).where(eq(tickets.id, target.id));
      await bumpDistrictStats(
        tx,
        source.districtId,
        ticketStatsDeltas(ticketCounterDeltas(source, { status: 'closed', priority: source.priority })),
      );

      const files = moved.length === 1 ? '1 file moved' : `${moved.length} files moved`;
      const line = (ticketId: string, extra: Partial<typeof ticketActivity.$inferInsert> = {}) => ({
        districtId: source.districtId,
        ticketId,
        actorId: identity.userId,
        kind: 'merge' as const,
        fromValue: source.ticketNumber,
        toValue: target.ticketNumber,
        ...extra,
      });
      const written = await tx
        .insert(ticketActivity)
        .values([
          ...(source.status !== 'closed'
            ? [line(source.id, { kind: 'status', fromValue: source.status, toValue: 'closed' })]
            : []),
          line(source.id),
          line(target.id, moved.length ? { body: files } : {}),
        ])
        .returning({
          id: ticketActivity.id,
          ticketId: ticketActivity.ticketId,
          kind: ticketActivity.kind,
          fromValue: ticketActivity.fromValue,
          toValue: ticketActivity.toValue,
          visibility: ticketActivity.visibility,
        });

      // The SLA clock stops, rules see the change: the hooks of each ticket's change.
      for (const t of [source, target]) {
        const entries: ChangeEntry[] = written.filter((e) => e.ticketId === t.id);
        const after = (await selectTicketById(tx, t.id))!;
        const facts = {
          ticketId: t.id,
          districtId: t.districtId,
          actor: identity,
          before: { status: t.status, priority: t.priority, waiting: t.waiting, assigneeId: t.assigneeId },
          after,
          entries,
        };
        for (const hook of hooks) await hook.changed?.(tx, facts);
      }
      return {
        source: (await selectTicketById(tx, source.id))!,
        target: (await selectTicketById(tx, target.id))!,
      };
    });
    await publishUpdated(bus, [done.source, done.target]);
    return done.source;
  };
}

/** Tells other browsers (and every server's list cache) of the changed tickets; a lost event fails nothing. */
export async function publishUpdated(bus: EventBus, changed: Ticket[]): Promise<void> {
  await bus
    .publishMany(
      changed.map((t) => ({
        type: 'ticket_updated' as const,
        districtId: t.districtId,
        data: {
          ticketNumber: t.ticketNumber,
          id: t.id,
          title: t.title,
          status: t.status,
          priority: t.priority,
          change: 'fields',
        },
      })),
    )
    .catch(() => undefined);
}
