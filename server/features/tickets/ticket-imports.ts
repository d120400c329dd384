import { and, eq, sql } from 'drizzle-orm';
import type { Priority } from '../../../domain/priorities.ts';
import {
  formatTicketNumber,
  type TicketCategory,
  type TicketStatus,
  ticketCounterDeltas,
} from '../../../domain/tickets.ts';
import type { Tx } from '../../db/client.ts';
import { bumpDistrictStats, ticketStatsDeltas } from '../../db/district-stats.ts';
import { districts, ticketActivity, ticketCounters, tickets } from '../../db/schema/index.ts';

/** The fields a remote system may set on a ticket. */
export interface SyncedFields {
  title: string;
  description: string;
  status: TicketStatus;
  priority: Priority;
  category: TicketCategory;
}

/**
 * Tickets written by an integration's sync (no user acts: the timeline says "System"), with the
 * same numbering, counters and timeline as tickets made on the screens.
 */
export async function createSyncedTicket(
  tx: Tx,
  districtId: string,
  fields: SyncedFields,
  note: string,
): Promise<{ id: string; updatedAt: Date }> {
  const [district] = await tx
    .select({ code: districts.code })
    .from(districts)
    .where(eq(districts.id, districtId));
  const [counter] = await tx
    .insert(ticketCounters)
    .values({ districtId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: ticketCounters.districtId,
      set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` },
    })
    .returning({ n: ticketCounters.lastNumber });
  const done = fields.status === 'resolved' || fields.status === 'closed';
  const [row] = await tx
    .insert(tickets)
    .values({
      districtId,
      number: counter!.n,
      ticketNumber: formatTicketNumber(district!.code, counter!.n),
      ...fields,
      resolvedAt: done ? new Date() : null,
    })
    .returning({ id: tickets.id, updatedAt: tickets.updatedAt });
  await tx.insert(ticketActivity).values([
    { districtId, ticketId: row!.id, kind: 'created', toValue: fields.status },
    { districtId, ticketId: row!.id, kind: 'sync', body: note },
  ]);
  await bumpDistrictStats(tx, districtId, ticketStatsDeltas(ticketCounterDeltas(null, fields)));
  return row!;
}

/** Applies a remote system's values to a ticket; each real change lands on its timeline. Returns its new updatedAt. */
export async function applySyncedChange(
  tx: Tx,
  districtId: string,
  ticketId: string,
  fields: Partial<SyncedFields>,
  note: string | null,
): Promise<Date | null> {
  const [before] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.districtId, districtId), eq(tickets.id, ticketId)))
    .for('update');
  if (!before) return null;
  const changes: Partial<typeof tickets.$inferInsert> = {};
  const entries: (typeof ticketActivity.$inferInsert)[] = [];
  for (const f of ['status', 'priority', 'category'] as const) {
    // A ticket merged into another stays closed: the remote ticket is answered on the other one.
    if (f === 'status' && before.mergedIntoId) continue;
    const value = fields[f];
    if (value !== undefined && value !== before[f]) {
      changes[f] = value as never;
      entries.push({ districtId, ticketId, kind: f, fromValue: before[f], toValue: value });
    }
  }
  const edited = (['title', 'description'] as const).filter(
    (f) => fields[f] !== undefined && fields[f] !== before[f],
  );
  for (const f of edited) changes[f] = fields[f]!;
  if (edited.length > 0) entries.push({ districtId, ticketId, kind: 'edited', toValue: edited.join(', ') });
  if (changes.status) {
    const done = changes.status === 'resolved' || changes.status === 'closed';
    changes.resolvedAt = done ? (before.resolvedAt ?? new Date()) : null;
  }
  if (note) entries.push({ districtId, ticketId, kind: 'sync', body: note });
  if (entries.length === 0) return before.updatedAt;
  const [after] = await tx
    .update(tickets)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(tickets.id, ticketId))
    .returning({ updatedAt: tickets.updatedAt, status: tickets.status, priority: tickets.priority });
  await tx.insert(ticketActivity).values(entries);
  await bumpDistrictStats(tx, districtId, ticketStatsDeltas(ticketCounterDeltas(before, after!)));
  return after!.updatedAt;
}

/**
 * A remote note as a comment of the ticket's timeline (no user: "System"). It is internal: a note
 * written in IncidentIQ or ConnectWise was written for technicians, never meant for the requester.
 */
export async function addSyncedComment(
  tx: Tx,
  districtId: string,
  ticketId: string,
  body: string,
): Promise<string> {
  const [entry] = await tx
    .insert(ticketActivity)
    .values({ districtId, ticketId, kind: 'comment', body, visibility: 'internal' })
    .returning({ id: ticketActivity.id });
  return entry!.id;
}
