import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  type CreateTicketInput,
  type ListTicketsQuery,
  NEXT_CURSOR_HEADER,
  type Ticket,
  type TicketActivity,
  type updateTicketSchema,
} from '../../../domain/tickets.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createMembership } from '../users/index.ts';
import type { TicketHooks } from './ticket-hooks.ts';
import { type CachedPage, createTicketListCache } from './ticket-list-cache.ts';
import {
  type CommentInput,
  type CreateOptions,
  createTicketsService,
  type TicketChange,
} from './tickets.service.ts';

/** How long a list answer may be reused when no change event arrives (see ticket-list-cache.ts). */
const LIST_CACHE_MS = 2000;

type ChangeEvent = 'ticket_created' | 'ticket_updated';
type UpdateInput = z.output<typeof updateTicketSchema>;

/** The cache key of a list query: its parsed values in a fixed order ("me" is per user). */
function listKey(q: ListTicketsQuery, userId: string): string {
  return [
    q.search?.trim().toLowerCase() ?? '',
    q.status ?? 'all',
    q.priority ?? 'all',
    q.category ?? 'all',
    q.assigneeId === 'me' ? `me:${userId}` : (q.assigneeId ?? ''),
    q.requesterId ?? '',
    q.assetId ?? '',
    q.limit ?? '',
    q.before ?? '',
  ].join('|');
}

/** Tells other browsers after the commit; a lost notification must not fail a saved change. */
async function announce(
  bus: EventBus,
  log: FastifyBaseLogger | undefined,
  type: ChangeEvent,
  change: TicketChange,
) {
  if (!change.event) return;
  await bus
    .publish({ type, districtId: change.ticket.districtId, data: { ...change.event } })
    .catch((err) => log?.warn({ err }, `could not publish ${type}`));
}

/** Answers a page as kept: the JSON array as bytes, and the next page's cursor as a header. */
export function sendPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return reply.type('application/json').send(page.body);
}

export interface TicketDeskDeps {
  db: Db;
  queue: JobQueue;
  bus: EventBus;
  hooks: readonly TicketHooks[];
}

/**
 * The tickets service as the API serves it: list answers kept a short time, and every saved change
 * announced to other browsers (`ticket_created`, `ticket_updated`). `close` stops listening to the bus.
 */
export function createTicketDesk({ db, queue, bus, hooks }: TicketDeskDeps) {
  const people = createMembership(db);
  const service = createTicketsService({
    db,
    queue,
    hooks,
    canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
  });
  // Lists are read far more often than tickets change: keep answers per district and query,
  // cleared by ticket events from any server (and at once by this server's own writes).
  const lists = createTicketListCache(LIST_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if ((e.type === 'ticket_created' || e.type === 'ticket_updated') && e.districtId)
      lists.clearDistrict(e.districtId);
    else if (e.type.startsWith('district_') || e.type === 'internal:districts_changed') lists.clearAll();
  });

  /** A cached (or freshly computed) page; the guard has checked, on this request, that the caller may see the district. */
  const page = (identity: Identity, districtId: string | null, q: ListTicketsQuery) =>
    lists.get(districtId ?? 'all', listKey(q, identity.userId), () => service.list(identity, districtId, q));

  /** Forgets the district's now stale lists, then tells other browsers; the answer does not wait for the event. */
  function changed(type: ChangeEvent, change: TicketChange, log: FastifyBaseLogger | undefined) {
    if (!change.event) return;
    lists.clearDistrict(change.ticket.districtId);
    void announce(bus, log, type, change);
  }

  return {
    /** Tickets of the district asked for, else the caller's own, else (provider staff) every district's. */
    list: async (identity: Identity, q: ListTicketsQuery): Promise<CachedPage> =>
      page(identity, q.districtId ?? identity.districtId ?? null, q),

    /** One district's tickets (refused when the caller may not see it). */
    listOfDistrict: async (
      identity: Identity,
      districtId: string,
      q: ListTicketsQuery,
    ): Promise<CachedPage> => page(identity, resolveDistrict(identity, districtId), q),

    summary: (identity: Identity, districtId?: string) => service.summary(identity, districtId),

    details: (identity: Identity, id: string) => service.details(identity, id),

    /**
     * Opens a ticket (see the service's create): `options.source` for Sparky's and email's
     * tickets; `options.log` tells of an announcement that failed.
     */
    async create(
      identity: Identity,
      input: CreateTicketInput,
      { log, ...options }: CreateOptions & { log?: FastifyBaseLogger } = {},
    ): Promise<Ticket> {
      const change = await service.create(identity, input, options);
      changed('ticket_created', change, log);
      return change.ticket;
    },

    async update(
      identity: Identity,
      id: string,
      input: UpdateInput,
      log: FastifyBaseLogger,
    ): Promise<Ticket> {
      const change = await service.update(identity, id, input);
      changed('ticket_updated', change, log);
      return change.ticket;
    },

    async comment(
      identity: Identity,
      id: string,
      input: CommentInput,
      log?: FastifyBaseLogger,
    ): Promise<TicketActivity> {
      const change = await service.comment(identity, id, input);
      changed('ticket_updated', change, log);
      return change.activity;
    },

    close: () => unsubscribe(),
  };
}
