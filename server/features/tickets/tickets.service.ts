import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CommentVisibility,
  type CreateTicketInput,
  commentVisibilityFor,
  defaultTicketSource,
  entryVisibility,
  type ListTicketsQuery,
  TICKET_LIST_DEFAULT_LIMIT,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  type Ticket,
  type TicketActivity,
  type TicketActivityKind,
  type TicketDetails,
  type TicketEventData,
  type TicketSource,
  type TicketSummary,
  ticketCounterDeltas,
  ticketSearch,
  type updateTicketSchema,
  visibleToRequester,
} from '../../../domain/tickets.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { actorLabel, displayName, type Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bumpDistrictStats, sumDistrictStats, ticketStatsDeltas } from '../../db/district-stats.ts';
import { ticketActivity, tickets, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { createTickets, type TicketToCreate } from './ticket-creation.ts';
import type { ChangeEntry, TicketChangeFacts, TicketHooks } from './ticket-hooks.ts';
import { queueTicketNotice } from './ticket-notifications.ts';
import {
  assetLabelOf,
  replaceWatchers,
  requesterMayRead,
  requireAsset,
  requireRequester,
  requireWatchers,
  roleOf,
  watchersOf,
} from './ticket-people.ts';
import {
  FORMER_USER,
  searchDistrictTickets,
  selectTicketById,
  selectTickets,
  selectTicketsAcrossDistricts,
  timelineNames,
} from './ticket-reads.ts';

type UpdateInput = z.output<typeof updateTicketSchema>;

/** A comment as the service takes it (POST /api/tickets/:id/comments). */
export interface CommentInput {
  body: string;
  visibility?: CommentVisibility;
  /** An internal note that may still go to IncidentIQ or ConnectWise. */
  shareable?: boolean;
}

/** Where a ticket comes from, when its caller knows better than the default (Sparky, an email). */
export interface CreateOptions {
  source?: TicketSource;
}

const isRequester = (identity: Identity) => identity.role === 'requester';

export interface TicketsServiceDeps {
  db: Db;
  /** Telling people of changes is a job, enqueued in the change's own transaction. */
  queue: JobQueue;
  /** True when the user may be assigned tickets of the district (its users or Five Star staff). */
  canBeAssigned(userId: string, districtId: string): Promise<boolean>;
  /** What other areas do in each change's transaction (the SLA clock, rules, satisfaction). */
  hooks?: readonly TicketHooks[];
}

/** What a change did, for the live event and the caller's answer. */
export interface TicketChange {
  ticket: Ticket;
  event: TicketEventData | null;
}

function eventData(t: Ticket, change?: TicketEventData['change']): TicketEventData {
  return {
    ticketNumber: t.ticketNumber,
    id: t.id,
    title: t.title,
    status: t.status,
    priority: t.priority,
    change,
  };
}

export function createTicketsService({ db, queue, canBeAssigned, hooks = [] }: TicketsServiceDeps) {
  const creations = createBatcher({
    run: (items: TicketToCreate[]) => db.transaction((tx) => createTickets(tx, queue, items, hooks)),
    maxBatch: 200,
    // One at a time: measured, two or three in flight make smaller batches and fewer tickets a
    // second (batches of one district queue on its counter rows anyway).
    maxInFlight: 1,
  });
  /** The district a ticket of `id` may be looked up in: the caller's own, or any for provider staff. */
  function scopeOf(identity: Identity): string | null {
    if (identity.districtId) return identity.districtId;
    if (identity.role === 'provider_admin') return null;
    throw forbidden('Your account is waiting for access to a district.');
  }

  async function requireAssignable(assigneeId: string | null | undefined, districtId: string) {
    if (!assigneeId) return;
    // Said first: canBeAssigned refuses a requester too, with the general message.
    if ((await roleOf(db, assigneeId)) === 'requester') throw badRequest(TICKET_MESSAGES.requesterAssignee);
    if (!(await canBeAssigned(assigneeId, districtId))) throw badRequest(TICKET_MESSAGES.invalidAssignee);
  }

  /**
   * A requester reaches only tickets they requested or watch: any other answers 404 with the
   * message of a missing ticket, so nobody learns another's ticket exists.
   */
  async function requireReader(
    reader: Pick<Db, 'select'>,
    identity: Identity,
    ticket: { id: string; districtId: string; requesterId: string | null },
  ) {
    if (isRequester(identity) && !(await requesterMayRead(reader, identity.userId, ticket)))
      throw notFound(TICKET_MESSAGES.notFound);
  }

  /** A person's name as the timeline keeps it (a snapshot: later renames do not rewrite history). */
  async function nameOf(reader: Pick<Db, 'select'>, userId: string | null): Promise<string | null> {
    if (!userId) return null;
    return (await timelineNames(reader, [userId])).get(userId) ?? FORMER_USER;
  }

  /** The list's conditions: `matches` (filters and search) and `window` (the page's cursor). */
  function conditions(identity: Identity, q: ListTicketsQuery) {
    const parts: (SQL | undefined)[] = [];
    if (q.status && q.status !== 'all') parts.push(eq(tickets.status, q.status as Ticket['status']));
    if (q.priority && q.priority !== 'all')
      parts.push(eq(tickets.priority, q.priority as Ticket['priority']));
    if (q.category && q.category !== 'all')
      parts.push(eq(tickets.category, q.category as Ticket['category']));
    if (q.requesterId) parts.push(eq(tickets.requesterId, q.requesterId));
    if (q.assetId) parts.push(eq(tickets.assetId, q.assetId));
    if (q.assigneeId === 'none') parts.push(isNull(tickets.assigneeId));
    else if (q.assigneeId)
      parts.push(eq(tickets.assigneeId, q.assigneeId === 'me' ? identity.userId : q.assigneeId));
    const search = q.search ? ticketSearch(q.search) : null;
    if (search?.kind === 'number') parts.push(eq(tickets.ticketNumber, search.ticketNumber));
    if (search?.kind === 'counter') parts.push(eq(tickets.number, search.n));
    if (search?.kind === 'words') parts.push(sql`${tickets.search} @@ to_tsquery('simple', ${search.query})`);
    if (search?.kind === 'nothing') parts.push(sql`false`);
    let window: SQL | undefined;
    if (q.before) {
      // Keyset on (created_at, id) after the given ticket; an unknown id compares to null: no rows.
      window = sql`(${tickets.createdAt}, ${tickets.id}) < (select c.created_at, c.id from tickets c where c.id = ${q.before})`;
    }
    return { matches: and(...parts), window, wordSearch: search?.kind === 'words' };
  }

  async function loadForChange(tx: Tx, identity: Identity, id: string) {
    const scope = scopeOf(identity);
    const [row] = await tx
      .select({
        id: tickets.id,
        districtId: tickets.districtId,
        ticketNumber: tickets.ticketNumber,
        title: tickets.title,
        description: tickets.description,
        priority: tickets.priority,
        status: tickets.status,
        category: tickets.category,
        assigneeId: tickets.assigneeId,
        requesterId: tickets.requesterId,
        assetId: tickets.assetId,
        resolvedAt: tickets.resolvedAt,
        waiting: tickets.waiting,
      })
      .from(tickets)
      .where(and(eq(tickets.id, id), scope ? eq(tickets.districtId, scope) : undefined))
      .for('update');
    if (!row) throw notFound(TICKET_MESSAGES.notFound);
    await requireReader(tx, identity, row);
    return row;
  }

  async function addActivity(
    tx: Tx,
    row: { id: string; districtId: string },
    actorId: string,
    entries: {
      kind: TicketActivityKind;
      fromValue?: string | null;
      toValue?: string | null;
      body?: string | null;
    }[],
  ) {
    if (entries.length === 0) return [];
    return tx
      .insert(ticketActivity)
      .values(
        entries.map((e) => ({
          districtId: row.districtId,
          ticketId: row.id,
          actorId,
          kind: e.kind,
          fromValue: e.fromValue ?? null,
          toValue: e.toValue ?? null,
          body: e.body ?? null,
        })),
      )
      .returning({
        id: ticketActivity.id,
        kind: ticketActivity.kind,
        fromValue: ticketActivity.fromValue,
        toValue: ticketActivity.toValue,
        visibility: ticketActivity.visibility,
      });
  }

  /** Tells the hooks of a change written in `tx`, and answers the ticket as it now is. */
  async function changed(
    tx: Tx,
    actor: Identity,
    before: TicketChangeFacts['before'] & { id: string; districtId: string },
    entries: ChangeEntry[],
  ): Promise<Ticket> {
    let after = (await selectTicketById(tx, before.id))!;
    if (hooks.length === 0 || entries.length === 0) return after;
    const facts = { ticketId: before.id, districtId: before.districtId, actor, before, after, entries };
    for (const hook of hooks) await hook.changed?.(tx, facts);
    after = (await selectTicketById(tx, before.id))!;
    return after;
  }

  return {
    /**
     * One district's tickets (districtId given) or every visible district's (null), newest first,
     * filtered and limited on the server. `nextCursor` continues the list with `before`.
     */
    async list(
      identity: Identity,
      districtId: string | null,
      q: ListTicketsQuery,
    ): Promise<{ tickets: Ticket[]; nextCursor: string | null }> {
      const limit = q.limit ?? TICKET_LIST_DEFAULT_LIMIT;
      const { matches, window, wordSearch } = conditions(identity, q);
      const scope = districtId ?? scopeOf(identity);
      const rows = !scope
        ? await selectTicketsAcrossDistricts(db, and(matches, window), limit + 1)
        : wordSearch
          ? await searchDistrictTickets(db, scope, window, matches!, limit + 1)
          : await selectTickets(db, and(eq(tickets.districtId, scope), matches, window), limit + 1);
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      return {
        tickets: page,
        nextCursor: more && last ? last.id : null,
      };
    },

    /** The ticket cards (total, open, in progress, resolved...) from the kept counters. */
    async summary(identity: Identity, requested?: string): Promise<TicketSummary> {
      const scope =
        requested || identity.districtId ? resolveDistrict(identity, requested) : scopeOf(identity);
      const { assets: _, ...counts } = await sumDistrictStats(db, scope);
      return counts;
    },

    /**
     * A ticket with its timeline, oldest entry first, and its watchers. A requester reads only
     * tickets they requested or watch, and only the public entries of the timeline.
     */
    async details(identity: Identity, id: string): Promise<TicketDetails> {
      const ticket = await selectTicketById(db, id, scopeOf(identity));
      if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
      await requireReader(db, identity, ticket);
      // The timeline and the watchers side by side: under load each round trip waits its turn.
      const [rows, watchers] = await Promise.all([
        db
          .select({
            id: ticketActivity.id,
            ticketId: ticketActivity.ticketId,
            kind: ticketActivity.kind,
            actorId: ticketActivity.actorId,
            firstName: users.firstName,
            lastName: users.lastName,
            fromValue: ticketActivity.fromValue,
            toValue: ticketActivity.toValue,
            body: ticketActivity.body,
            visibility: ticketActivity.visibility,
            createdAt: ticketActivity.createdAt,
          })
          .from(ticketActivity)
          .leftJoin(users, eq(users.id, ticketActivity.actorId))
          .where(and(eq(ticketActivity.districtId, ticket.districtId), eq(ticketActivity.ticketId, id)))
          .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.id)),
        watchersOf(db, id),
      ]);
      const activity: TicketActivity[] = rows.map((r) => ({
        id: r.id,
        ticketId: r.ticketId,
        kind: r.kind,
        actorId: r.actorId,
        actorName:
          r.firstName !== null
            ? `${r.firstName} ${r.lastName ?? ''}`.trim()
            : r.actorId
              ? 'Former user'
              : 'System',
        fromValue: r.fromValue,
        toValue: r.toValue,
        body: r.body,
        visibility: entryVisibility(r.kind, r.visibility),
        createdAt: r.createdAt.toISOString(),
      }));
      return {
        ticket,
        activity: isRequester(identity) ? activity.filter(visibleToRequester) : activity,
        watchers,
      };
    },

    /**
     * Opens a ticket; tickets opened at the same moment share one transaction (see createTickets).
     * A requester's ticket is always for themself, open, with no assignee nor watchers, and its
     * device must be one assigned to them; it comes from the help portal unless `options.source`
     * says otherwise (Sparky, an email). Staff may name the requester, the device and watchers.
     */
    async create(
      identity: Identity,
      input: CreateTicketInput,
      options: CreateOptions = {},
    ): Promise<TicketChange> {
      if (!input.districtId && !identity.districtId && identity.role === 'provider_admin') {
        throw badRequest(TICKET_MESSAGES.chooseDistrict);
      }
      const districtId = resolveDistrict(identity, input.districtId);
      const requester = isRequester(identity);
      let checked = input;
      if (requester) {
        checked = {
          ...input,
          requesterId: identity.userId,
          assigneeId: undefined,
          status: 'open',
          watcherIds: undefined,
        };
        await requireAsset(db, districtId, input.assetId, identity.userId);
      } else {
        await requireAssignable(input.assigneeId, districtId);
        await requireRequester(db, districtId, input.requesterId);
        await requireAsset(db, districtId, input.assetId);
        await requireWatchers(db, districtId, input.watcherIds);
      }
      const source = options.source ?? defaultTicketSource(requester);
      const ticket = await creations.add({ districtId, input: checked, actor: identity, source });
      return { ticket, event: eventData(ticket) };
    },

    /** Changes any of the editable fields; each real change lands on the ticket's timeline. */
    async update(identity: Identity, id: string, input: UpdateInput): Promise<TicketChange> {
      let kind: TicketEventData['change'];
      const ticket = await db.transaction(async (tx) => {
        const before = await loadForChange(tx, identity, id);
        const changes: Partial<typeof tickets.$inferInsert> = {};
        const entries: Parameters<typeof addActivity>[3] = [];
        if (input.requesterId !== undefined && input.requesterId !== before.requesterId) {
          await requireRequester(tx, before.districtId, input.requesterId);
          changes.requesterId = input.requesterId;
          entries.push({
            kind: 'requester',
            fromValue: await nameOf(tx, before.requesterId),
            toValue: await nameOf(tx, input.requesterId),
          });
          kind = 'fields';
        }
        if (input.assetId !== undefined && input.assetId !== before.assetId) {
          await requireAsset(tx, before.districtId, input.assetId);
          changes.assetId = input.assetId;
          entries.push({
            kind: 'asset',
            fromValue: await assetLabelOf(tx, before.assetId),
            toValue: await assetLabelOf(tx, input.assetId),
          });
          kind = 'fields';
        }
        let watchersChanged = false;
        if (input.watcherIds !== undefined) {
          await requireWatchers(tx, before.districtId, input.watcherIds);
          watchersChanged = await replaceWatchers(tx, before, input.watcherIds);
          if (watchersChanged) kind ??= 'fields';
        }
        if (input.assigneeId !== undefined && input.assigneeId !== before.assigneeId) {
          await requireAssignable(input.assigneeId, before.districtId);
          changes.assigneeId = input.assigneeId;
          entries.push({
            kind: 'assignment',
            fromValue: await nameOf(tx, before.assigneeId),
            toValue: await nameOf(tx, input.assigneeId),
          });
          kind = 'assignment';
        }
        for (const field of ['priority', 'category'] as const) {
          const value = input[field];
          if (value !== undefined && value !== before[field]) {
            changes[field] = value as never;
            entries.push({ kind: field, fromValue: before[field], toValue: value });
            kind = 'fields';
          }
        }
        const edited = (['title', 'description'] as const).filter(
          (f) => input[f] !== undefined && input[f] !== before[f],
        );
        if (edited.length > 0) {
          for (const f of edited) changes[f] = input[f]!;
          entries.push({ kind: 'edited', toValue: edited.join(', ') });
          kind = 'fields';
        }
        if (input.waiting !== undefined && input.waiting !== before.waiting) {
          changes.waiting = input.waiting;
          entries.push({
            kind: 'waiting',
            fromValue: String(before.waiting),
            toValue: String(input.waiting),
          });
          kind = 'fields';
        }
        if (input.status !== undefined && input.status !== before.status) {
          changes.status = input.status;
          const done = input.status === 'resolved' || input.status === 'closed';
          changes.resolvedAt = done ? (before.resolvedAt ?? new Date()) : null;
          entries.push({ kind: 'status', fromValue: before.status, toValue: input.status });
          kind = 'status';
        }
        if (entries.length === 0 && !watchersChanged) return null;

        await tx
          .update(tickets)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(tickets.id, id));
        const made = await addActivity(tx, before, identity.userId, entries);
        for (const entry of made) {
          const change = entry.kind === 'status' ? 'status' : entry.kind === 'assignment' ? 'assigned' : null;
          if (change)
            await queueTicketNotice(queue, tx, {
              ticketId: id,
              change,
              actorId: identity.userId,
              activityId: entry.id,
            });
        }
        const after = {
          status: changes.status ?? before.status,
          priority: changes.priority ?? before.priority,
        };
        await bumpDistrictStats(tx, before.districtId, ticketStatsDeltas(ticketCounterDeltas(before, after)));
        if (changes.status) {
          await recordActivity(tx, {
            districtId: before.districtId,
            actorId: identity.userId,
            action: 'ticket_status_changed',
            summary: `${actorLabel(identity)} marked ${before.ticketNumber} ${TICKET_STATUS_LABELS[changes.status]}`,
          });
        }
        return changed(tx, identity, before, made);
      });
      if (!ticket) {
        // Nothing changed: answer the ticket as it is, and tell nobody.
        const same = await selectTicketById(db, id, scopeOf(identity));
        if (!same) throw notFound(TICKET_MESSAGES.notFound);
        return { ticket: same, event: null };
      }
      return { ticket, event: eventData(ticket, kind) };
    },

    /**
     * Adds a comment to the ticket's timeline: a public reply (the requester reads it and is mailed
     * it) or an internal note (staff only). Requesters write public replies to tickets they
     * requested or watch; asking for internal is refused (403). Staff write internal notes unless
     * they ask for public.
     */
    async comment(
      identity: Identity,
      id: string,
      input: CommentInput,
    ): Promise<TicketChange & { activity: TicketActivity }> {
      const result = await db.transaction(async (tx) => {
        const row = await loadForChange(tx, identity, id);
        const visibility = commentVisibilityFor(isRequester(identity), input.visibility);
        if (!visibility) throw forbidden(TICKET_MESSAGES.internalNotForRequesters);
        const [entry] = await tx
          .insert(ticketActivity)
          .values({
            districtId: row.districtId,
            ticketId: row.id,
            actorId: identity.userId,
            kind: 'comment',
            body: input.body,
            visibility,
            shareable: visibility === 'internal' && input.shareable === true,
          })
          .returning();
        // The requester's reply is what staff waited for: the clock runs again; on a resolved
        // ticket it says the problem is not solved, and the ticket opens again.
        const answered = isRequester(identity) && row.waiting;
        const reopened = isRequester(identity) && row.status === 'resolved';
        await tx
          .update(tickets)
          .set({
            updatedAt: sql`now()`,
            ...(answered ? { waiting: false } : {}),
            ...(reopened ? { status: 'open' as const, resolvedAt: null } : {}),
          })
          .where(eq(tickets.id, id));
        const cleared = await addActivity(tx, row, identity.userId, [
          ...(answered ? [{ kind: 'waiting' as const, fromValue: 'true', toValue: 'false' }] : []),
          ...(reopened ? [{ kind: 'status' as const, fromValue: row.status, toValue: 'open' }] : []),
        ]);
        if (reopened) {
          const deltas = ticketCounterDeltas(row, { status: 'open', priority: row.priority });
          await bumpDistrictStats(tx, row.districtId, ticketStatsDeltas(deltas));
          await recordActivity(tx, {
            districtId: row.districtId,
            actorId: identity.userId,
            action: 'ticket_status_changed',
            summary: `${actorLabel(identity)} reopened ${row.ticketNumber} by replying`,
          });
        }
        await queueTicketNotice(queue, tx, {
          ticketId: id,
          change: 'comment',
          actorId: identity.userId,
          activityId: entry!.id,
        });
        const ticket = await changed(tx, identity, row, [...cleared, entry!]);
        return { entry: entry!, ticket };
      });
      const activity: TicketActivity = {
        id: result.entry.id,
        ticketId: result.entry.ticketId,
        kind: 'comment',
        actorId: identity.userId,
        actorName: displayName(identity),
        fromValue: null,
        toValue: null,
        body: result.entry.body,
        visibility: result.entry.visibility,
        createdAt: result.entry.createdAt.toISOString(),
      };
      return { ticket: result.ticket, activity, event: eventData(result.ticket, 'comment') };
    },
  };
}
