import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import { districtIdParamSchema, errorSchema, idParamSchema } from '../../../domain/http.ts';
import {
  createCommentSchema,
  createTicketSchema,
  type ListTicketsQuery,
  listTicketsQuerySchema,
  NEXT_CURSOR_HEADER,
  summaryQuerySchema,
  ticketActivitySchema,
  ticketDetailsSchema,
  ticketSchema,
  ticketSummarySchema,
  updateTicketSchema,
} from '../../../domain/tickets.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createMembership } from '../users/index.ts';
import { createTicketListCache } from './ticket-list-cache.ts';
import { createTicketsService, type TicketChange } from './tickets.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['tickets'];
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

  app.get(
    '/api/tickets',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'Tickets of every district the caller may see (provider admins: all), newest first. ' +
          `Filters: search, status, priority, category, assigneeId (uuid, "me", "none"); page: limit and before (the ${NEXT_CURSOR_HEADER} answer header).`,
        querystring: listTicketsQuerySchema,
        response: { 200: z.array(ticketSchema), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const districtId = req.query.districtId ?? identity.districtId;
      return sendPage(reply, identity, districtId ?? null, req.query);
    },
  );

  app.get(
    '/api/tickets/summary',
    {
      config: { access: 'read' },
      schema: { tags, querystring: summaryQuerySchema, response: { 200: ticketSummarySchema, ...errors } },
    },
    async (req) => service.summary(caller(req), req.query.districtId),
  );

  app.get(
    '/api/tickets/:districtId',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: `One district's tickets, newest first; same filters and page as GET /api/tickets.`,
        params: districtIdParamSchema,
        querystring: listTicketsQuerySchema.omit({ districtId: true }),
        response: { 200: z.array(ticketSchema), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const districtId = resolveDistrict(identity, req.params.districtId);
      return sendPage(reply, identity, districtId, req.query);
    },
  );

  app.get(
    '/api/tickets/:id/details',
    {
      config: { access: 'read' },
      schema: { tags, params: idParamSchema, response: { 200: ticketDetailsSchema, ...errors } },
    },
    async (req) => {
      const identity = caller(req);
      return service.details(identity, req.params.id);
    },
  );

  app.post(
    '/api/tickets',
    {
      config: { access: 'write' },
      schema: { tags, body: createTicketSchema, response: { 201: ticketSchema, ...errors } },
    },
    async (req, reply) => {
      const identity = caller(req);
      const change = await service.create(identity, req.body);
      changed('ticket_created', change, req.log);
      return reply.code(201).send(change.ticket);
    },
  );

  app.patch(
    '/api/tickets/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: updateTicketSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      const change = await service.update(identity, req.params.id, req.body);
      changed('ticket_updated', change, req.log);
      return change.ticket;
    },
  );

  app.post(
    '/api/tickets/:id/comments',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: createCommentSchema,
        response: { 201: ticketActivitySchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const change = await service.comment(identity, req.params.id, req.body.body);
      changed('ticket_updated', change, req.log);
      return reply.code(201).send(change.activity);
    },
  );
};
