import type { IncidentiqOptions } from '../../../domain/integration-settings.ts';
import { conflictNote, laterSide, reverseLookup } from '../../../domain/integration-sync.ts';
import type { TicketStatus } from '../../../domain/tickets.ts';
import { RemoteError } from '../../lib/remote-http.ts';
import { applySyncedChange, createSyncedTicket, type SyncedFields } from '../tickets/index.ts';
import type { IiqTicket, IncidentiqClient } from './incidentiq-client.ts';
import { later, noteError, outcome, type SyncContext, type SyncOutcome } from './sync-context.ts';

const SYSTEM = 'IncidentIQ';
const dateOf = (t: IiqTicket) => new Date(t.ModifiedDate ?? t.CreatedDate ?? 0);
const isDone = (s: TicketStatus) => s === 'resolved' || s === 'closed';

/** The portal status of an IncidentIQ ticket: closed, or its workflow step's name. */
function statusOf(t: IiqTicket): TicketStatus {
  if (t.IsClosed) return 'closed';
  const step = (t.WorkflowStep?.StepName ?? '').toLowerCase();
  if (step.includes('resolv')) return 'resolved';
  if (step.includes('progress') || step.includes('assigned') || step.includes('wait')) return 'in_progress';
  return 'open';
}

function fieldsOf(t: IiqTicket, options: IncidentiqOptions): SyncedFields {
  const number = t.TicketNumber ?? t.TicketId;
  return {
    title: (t.Subject ?? '').slice(0, 200) || `IncidentIQ ticket ${number}`,
    description: t.IssueDescription?.trim() || t.Subject || `IncidentIQ ticket ${number}`,
    status: statusOf(t),
    priority: 'medium',
    category: reverseLookup(options.categoryMap, t.Category?.Name) ?? 'general',
  };
}

const fatal = (err: unknown) =>
  err instanceof RemoteError &&
  ['credentials', 'permission', 'address', 'unreachable', 'rate_limited'].includes(err.failure);

/**
 * One IncidentIQ sync of a district: its tickets (filtered by the chosen facets, every page) come
 * in and keep their status in step; portal tickets of the district go out as new IncidentIQ
 * tickets, and their closing or reopening follows.
 */
export async function syncIncidentiq(
  ctx: SyncContext,
  client: IncidentiqClient,
  options: IncidentiqOptions,
): Promise<SyncOutcome> {
  const { db, districtId, links } = ctx;
  const out = outcome(ctx.remoteCursor);

  for await (const page of client.tickets(options)) {
    const known = await links.byRemoteIds(
      'ticket',
      page.map((t) => t.TicketId),
    );
    for (const t of page) {
      const remoteAt = dateOf(t);
      // IncidentIQ's search has no "changed since": older tickets are skipped here.
      if (ctx.remoteCursor && remoteAt <= ctx.remoteCursor) continue;
      out.remoteCursor = later(out.remoteCursor, remoteAt);
      try {
        const link = known.get(t.TicketId) ?? null;
        if (link?.remoteUpdatedAt && link.remoteUpdatedAt >= remoteAt) continue;
        const fields = fieldsOf(t, options);
        await links.transaction(async (tx) => {
          if (!link) {
            const made = await createSyncedTicket(
              tx,
              districtId,
              fields,
              `Imported from IncidentIQ ticket ${t.TicketNumber ?? t.TicketId}.`,
            );
            await links.put(tx, {
              kind: 'ticket',
              remoteId: t.TicketId,
              localId: made.id,
              ticketId: made.id,
              remoteUpdatedAt: remoteAt,
              localUpdatedAt: made.updatedAt,
            });
            return;
          }
          const current = await links.ticket(tx, link.localId);
          if (!current) return;
          const { status, title, description } = fields;
          const localChanged = link.localUpdatedAt !== null && current.updatedAt > link.localUpdatedAt;
          if (localChanged) {
            const winner = laterSide(current.updatedAt, remoteAt);
            const note = conflictNote(SYSTEM, winner, current.updatedAt, remoteAt);
            await applySyncedChange(
              tx,
              districtId,
              link.localId,
              winner === 'remote' ? { status, title, description } : {},
              note,
            );
            await links.put(tx, {
              ...link,
              remoteUpdatedAt: remoteAt,
              localUpdatedAt:
                winner === 'remote' ? (await links.ticket(tx, link.localId))!.updatedAt : link.localUpdatedAt,
            });
            return;
          }
          const updatedAt = await applySyncedChange(
            tx,
            districtId,
            link.localId,
            { status, title, description },
            null,
          );
          await links.put(tx, { ...link, remoteUpdatedAt: remoteAt, localUpdatedAt: updatedAt });
        });
        out.itemsIn++;
      } catch (err) {
        if (fatal(err)) throw err;
        noteError(out, `IncidentIQ ticket ${t.TicketNumber ?? t.TicketId}: ${(err as Error).message}`);
      }
    }
  }

  for (const t of await links.ticketsToPush(ctx.localCursor)) {
    try {
      let remote: IiqTicket | null;
      if (!t.link) {
        remote = await client.createTicket({
          Subject: t.title,
          IssueDescription: t.description,
          CategoryName: options.categoryMap[t.category],
          IsUrgent: t.priority === 'critical',
        });
        if (isDone(t.status)) remote = (await client.setClosed(remote.TicketId, true)) ?? remote;
      } else {
        remote = await client.setClosed(t.link.remoteId, isDone(t.status));
      }
      await links.put(db, {
        kind: 'ticket',
        remoteId: remote?.TicketId ?? t.link!.remoteId,
        localId: t.id,
        ticketId: t.id,
        remoteUpdatedAt: remote ? dateOf(remote) : (t.link?.remoteUpdatedAt ?? null),
        localUpdatedAt: t.updatedAt,
      });
      out.itemsOut++;
    } catch (err) {
      if (fatal(err)) throw err;
      noteError(out, `Portal ticket ${t.title.slice(0, 60)}: ${(err as Error).message}`);
    }
  }
  return out;
}
