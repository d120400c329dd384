import { and, asc, eq, inArray } from 'drizzle-orm';
import { assetLabel, TICKET_MESSAGES, type TicketWatcher } from '../../../domain/tickets.ts';
import type { Tx } from '../../db/client.ts';
import { assets, ticketWatchers, users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-errors.ts';
import type { Reader } from './ticket-reads.ts';

/**
 * The people and the device of a ticket: who it is for (its requester), who watches it, what it is
 * about; each checked against the ticket's district, with the field a refusal names.
 */

/** Refuses a requester who is not an active person of the district (any role: staff and students too). */
export async function requireRequester(
  reader: Reader,
  districtId: string,
  userId: string | null | undefined,
) {
  if (!userId) return;
  const [u] = await reader
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.districtId, districtId), eq(users.isActive, true)));
  if (!u) throw invalidFields([{ path: 'requesterId', message: TICKET_MESSAGES.invalidRequester }]);
}

/**
 * Refuses a device that is not an asset of the district, or, when `ownerId` is given (a requester
 * reporting a problem with one of their devices), one not assigned to that person.
 */
export async function requireAsset(
  reader: Reader,
  districtId: string,
  assetId: string | null | undefined,
  ownerId?: string,
) {
  if (!assetId) return;
  const [a] = await reader
    .select({ assignedUserId: assets.assignedUserId })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.districtId, districtId)));
  if (!a) throw invalidFields([{ path: 'assetId', message: TICKET_MESSAGES.invalidAsset }]);
  if (ownerId && a.assignedUserId !== ownerId)
    throw invalidFields([{ path: 'assetId', message: TICKET_MESSAGES.notYourAsset }]);
}

/** Refuses watchers who are not all active people of the district. */
export async function requireWatchers(reader: Reader, districtId: string, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await reader
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.districtId, districtId), eq(users.isActive, true)));
  if (found.length !== new Set(ids).size)
    throw invalidFields([{ path: 'watcherIds', message: TICKET_MESSAGES.invalidWatcher }]);
}

/** The role of an account (null when there is none): requesters are never assignees. */
export async function roleOf(reader: Reader, userId: string) {
  const [u] = await reader.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return u?.role ?? null;
}

/** A ticket's watchers by name. */
export async function watchersOf(reader: Reader, ticketId: string): Promise<TicketWatcher[]> {
  const rows = await reader
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(ticketWatchers)
    .innerJoin(users, eq(users.id, ticketWatchers.userId))
    .where(eq(ticketWatchers.ticketId, ticketId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim() }));
}

/**
 * Whether a requester may read and answer a ticket: they requested it or watch it. Anything else
 * answers as if it did not exist (404).
 */
export async function requesterMayRead(
  reader: Reader,
  userId: string,
  ticket: { id: string; districtId: string; requesterId: string | null },
): Promise<boolean> {
  if (ticket.requesterId === userId) return true;
  const [w] = await reader
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(
      and(
        eq(ticketWatchers.ticketId, ticket.id),
        eq(ticketWatchers.districtId, ticket.districtId),
        eq(ticketWatchers.userId, userId),
      ),
    );
  return !!w;
}

/** A device's label as tickets name it ("BHS-0042 · Chromebook 11"), null for none or a removed one. */
export async function assetLabelOf(reader: Reader, assetId: string | null): Promise<string | null> {
  if (!assetId) return null;
  const [a] = await reader
    .select({ tag: assets.assetTag, name: assets.name })
    .from(assets)
    .where(eq(assets.id, assetId));
  return a ? assetLabel(a.tag, a.name) : 'Removed device';
}

/** Replaces a ticket's watchers with `ids`; answers whether the list changed. */
export async function replaceWatchers(
  tx: Tx,
  ticket: { id: string; districtId: string },
  ids: string[],
): Promise<boolean> {
  const before = await tx
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(eq(ticketWatchers.ticketId, ticket.id));
  const had = new Set(before.map((w) => w.userId));
  const wanted = new Set(ids);
  if (had.size === wanted.size && [...wanted].every((id) => had.has(id))) return false;
  await tx.delete(ticketWatchers).where(eq(ticketWatchers.ticketId, ticket.id));
  if (ids.length)
    await tx
      .insert(ticketWatchers)
      .values(ids.map((userId) => ({ districtId: ticket.districtId, ticketId: ticket.id, userId })));
  return true;
}
