import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ticketsApi } from '../../../domain/api/tickets.ts';
import { type ListTicketsQuery, NEXT_CURSOR_HEADER } from '../../../domain/tickets.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { serve } from '../../lib/endpoints.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createMembership } from '../users/index.ts';
import { createTicketListCache } from './ticket-list-cache.ts';
import { createTicketsService, type TicketChange } from './tickets.service.ts';

/** How long a list answer may be reused when no change event arrives (see ticket-list-cache.ts). */
const LIST_CACHE_MS = 2000;

/** The cache key of a list query: its parsed values in a fixed order ("me" is per user). */
function listKey(q: ListTicketsQuery, userId: string): string {
  return [
    q.search?.trim().toLowerCase() ?? '',
    q.status ?? 'all',
    q.priority ?? 'all',
    q.category ?? 'all',
    q.assigneeId === 'me' ? `me:${userId}` : (q.assigneeId ?? ''),
    q.limit ?? '',
    q.before ?? '',
  ].join('|');
}

/** Tells other browsers after the commit; a lost notification must not fail a saved change. */
async function announce(
  bus: EventBus,
  log: FastifyBaseLogger,
  type: 'ticket_created' | 'ticket_updated',
  change: TicketChange,
) {
  if (!change.event) return;
  await bus
    .publish({ type, districtId: change.ticket.districtId, data: { ...change.event } })
    .catch((err) => log.warn({ err }, `could not publish ${type}`));
}

export const ticketsRoutes: FeaturePlugin = async (app, { database, bus, background }) => {
  const people = createMembership(database.db);
  const service = createTicketsService({
    db: database.db,
    queue: background.queue,
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
  app.addHook('onClose', async () => unsubscribe());

  /** Answers a cached (or freshly computed) page: the JSON array, and the next cursor as a header. */
  async function sendPage(
    reply: FastifyReply,
    identity: Identity,
    districtId: string | null,
    q: ListTicketsQuery,
  ) {
    // The guard has checked, on this request, that the caller may see the district.
    const page = await lists.get(districtId ?? 'all', listKey(q, identity.userId), () =>
      service.list(identity, districtId, q),
    );
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return reply.type('application/json').send(page.body);
  }

  /** Forgets the district's now stale lists, then tells other browsers; the answer does not wait for the event. */
  function changed(type: 'ticket_created' | 'ticket_updated', change: TicketChange, log: FastifyBaseLogger) {
    if (!change.event) return;
    lists.clearDistrict(change.ticket.districtId);
    void announce(bus, log, type, change);
  }

  serve(app, ticketsApi, {
    list: (req, reply) => {
      const identity = caller(req);
      const districtId = req.query.districtId ?? identity.districtId;
      return sendPage(reply, identity, districtId ?? null, req.query);
    },
    summary: (req) => service.summary(caller(req), req.query.districtId),
    listOfDistrict: (req, reply) => {
      const identity = caller(req);
      const districtId = resolveDistrict(identity, req.params.districtId);
      return sendPage(reply, identity, districtId, req.query);
    },
    details: (req) => service.details(caller(req), req.params.id),
    create: async (req) => {
      const change = await service.create(caller(req), req.body);
      changed('ticket_created', change, req.log);
      return change.ticket;
    },
    update: async (req) => {
      const change = await service.update(caller(req), req.params.id, req.body);
      changed('ticket_updated', change, req.log);
      return change.ticket;
    },
    comment: async (req) => {
      const change = await service.comment(caller(req), req.params.id, req.body.body);
      changed('ticket_updated', change, req.log);
      return change.activity;
    },
  });
};
