import type { ConnectwiseOptions } from '../../../domain/integration-settings.ts';
import { conflictNote, laterSide, reverseLookup } from '../../../domain/integration-sync.ts';
import type { TicketStatus } from '../../../domain/tickets.ts';
import { RemoteError } from '../../lib/remote-http.ts';
import {
  addSyncedComment,
  applySyncedChange,
  createSyncedTicket,
  type SyncedFields,
} from '../tickets/index.ts';
import type { ConnectwiseClient, CwPatchOperation, CwTicket } from './connectwise-client.ts';
import { later, noteError, outcome, type SyncContext, type SyncOutcome } from './sync-context.ts';

const SYSTEM = 'ConnectWise';
const dateOf = (t: { _info?: { lastUpdated?: string } }) =>
  t._info?.lastUpdated ? new Date(t._info.lastUpdated) : new Date(0);

/** A ConnectWise ticket's values in the portal's words (mapped by the district's tables). */
function fieldsOf(t: CwTicket, options: ConnectwiseOptions): Omit<SyncedFields, 'category'> {
  const status: TicketStatus =
    reverseLookup(options.statusMap, t.status?.name) ?? (t.closedFlag ? 'closed' : 'open');
  return {
    title: (t.summary ?? '').slice(0, 200) || `ConnectWise ticket ${t.id}`,
    description: t.initialDescription?.trim() || t.summary || `ConnectWise ticket ${t.id}`,
    status,
    priority: reverseLookup(options.priorityMap, t.priority?.name) ?? 'medium',
  };
}

/** A portal ticket as a new ConnectWise service ticket. */
function newTicketOf(
  t: { title: string; description: string; status: TicketStatus; priority: SyncedFields['priority'] },
  options: ConnectwiseOptions,
) {
  return {
    summary: t.title.slice(0, 100),
    initialDescription: t.description,
    board: { name: options.board },
    ...(options.company ? { company: { identifier: options.company } } : {}),
    status: { name: options.statusMap[t.status] },
    priority: { name: options.priorityMap[t.priority] },
  };
}

/** A portal ticket's changes as ConnectWise's PATCH operations. */
const patchOf = (
  t: { title: string; status: TicketStatus; priority: SyncedFields['priority'] },
  options: ConnectwiseOptions,
): CwPatchOperation[] => [
  { op: 'replace', path: 'summary', value: t.title.slice(0, 100) },
  { op: 'replace', path: 'status', value: { name: options.statusMap[t.status] } },
  { op: 'replace', path: 'priority', value: { name: options.priorityMap[t.priority] } },
];

const itemProblem = (what: string, err: unknown) => {
  if (
    err instanceof RemoteError &&
    ['credentials', 'permission', 'address', 'unreachable', 'rate_limited'].includes(err.failure)
  )
    throw err; // the whole run stops: nothing else would work either
  return `${what}: ${err instanceof Error ? err.message : String(err)}`;
};

/**
 * One ConnectWise sync of a district: ConnectWise's changes since the last run come in (tickets and
 * their notes), then the portal's go out (new tickets, changes as PATCH operations, comments as
 * notes). A ticket changed on both sides keeps the later change and says so in its timeline.
 */
export async function syncConnectwise(
  ctx: SyncContext,
  client: ConnectwiseClient,
  options: ConnectwiseOptions,
): Promise<SyncOutcome> {
  const { db, districtId, links } = ctx;
  const out = outcome(ctx.remoteCursor);
  /** ConnectWise tickets that changed since they were last read (their notes are read once). */
  const touched = new Map<number, string>();

  // 1. ConnectWise -> portal.
  for await (const page of client.changedTickets(ctx.remoteCursor, options)) {
    const known = await links.byRemoteIds(
      'ticket',
      page.map((t) => String(t.id)),
    );
    for (const t of page) {
      const remoteAt = dateOf(t);
      out.remoteCursor = later(out.remoteCursor, remoteAt);
      try {
        const link = known.get(String(t.id)) ?? null;
        // Our own change coming back, or one read already: nothing new (its notes included).
        if (link?.remoteUpdatedAt && link.remoteUpdatedAt >= remoteAt) continue;
        const fields = fieldsOf(t, options);
        await links.transaction(async (tx) => {
          if (!link) {
            const made = await createSyncedTicket(
              tx,
              districtId,
              { ...fields, category: 'general' },
              `Imported from ConnectWise ticket #${t.id}.`,
            );
            await links.put(tx, {
              kind: 'ticket',
              remoteId: String(t.id),
              localId: made.id,
              ticketId: made.id,
              remoteUpdatedAt: remoteAt,
              localUpdatedAt: made.updatedAt,
            });
            touched.set(t.id, made.id);
            return;
          }
          const current = await links.ticket(tx, link.localId);
          if (!current) return;
          touched.set(t.id, link.localId);
          const localChanged = link.localUpdatedAt !== null && current.updatedAt > link.localUpdatedAt;
          if (localChanged) {
            const winner = laterSide(current.updatedAt, remoteAt);
            const note = conflictNote(SYSTEM, winner, current.updatedAt, remoteAt);
            // The portal's later change stays and goes out below; ConnectWise's later change is applied.
            await applySyncedChange(tx, districtId, link.localId, winner === 'remote' ? fields : {}, note);
            await links.put(tx, {
              ...link,
              remoteUpdatedAt: remoteAt,
              localUpdatedAt:
                winner === 'remote' ? (await links.ticket(tx, link.localId))!.updatedAt : link.localUpdatedAt,
            });
            return;
          }
          const updatedAt = await applySyncedChange(tx, districtId, link.localId, fields, null);
          await links.put(tx, { ...link, remoteUpdatedAt: remoteAt, localUpdatedAt: updatedAt });
        });
        out.itemsIn++;
      } catch (err) {
        noteError(out, itemProblem(`ConnectWise ticket #${t.id}`, err));
      }
    }
  }

  // Notes of the tickets ConnectWise changed become comments (each once).
  for (const [remoteId, ticketId] of touched) {
    try {
      const known = await links.noteIds(ticketId);
      for (const n of await client.notes(remoteId)) {
        if (known.has(String(n.id)) || !n.text?.trim()) continue;
        await links.transaction(async (tx) => {
          const entryId = await addSyncedComment(
            tx,
            districtId,
            ticketId,
            `ConnectWise note${n.createdBy ? ` by ${n.createdBy}` : ''}: ${n.text.trim()}`.slice(0, 5000),
          );
          await links.put(tx, {
            kind: 'note',
            remoteId: String(n.id),
            localId: entryId,
            ticketId,
            remoteUpdatedAt: dateOf(n),
            localUpdatedAt: null,
          });
        });
        out.itemsIn++;
      }
    } catch (err) {
      noteError(out, itemProblem(`Notes of ConnectWise ticket #${remoteId}`, err));
    }
  }

  // 2. Portal -> ConnectWise.
  for (const t of await links.ticketsToPush(ctx.localCursor)) {
    try {
      const remote = t.link
        ? await client.patchTicket(Number(t.link.remoteId), patchOf(t, options))
        : await client.createTicket(newTicketOf(t, options));
      await links.put(db, {
        kind: 'ticket',
        remoteId: String(remote.id),
        localId: t.id,
        ticketId: t.id,
        remoteUpdatedAt: dateOf(remote),
        localUpdatedAt: t.updatedAt,
      });
      out.itemsOut++;
      for (const c of await links.commentsToPush(t.id)) {
        const note = await client.addNote(remote.id, c.body ?? '');
        await links.put(db, {
          kind: 'note',
          remoteId: String(note.id),
          localId: c.id,
          ticketId: t.id,
          remoteUpdatedAt: dateOf(note),
          localUpdatedAt: null,
        });
        out.itemsOut++;
      }
    } catch (err) {
      noteError(out, itemProblem(`Portal ticket ${t.title.slice(0, 60)}`, err));
    }
  }
  return out;
}
