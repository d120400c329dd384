import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema } from '../../../domain/http.ts';
import {
  createVisitSchema,
  exportVisitsQuerySchema,
  listVisitsQuerySchema,
  schedulingRosterSchema,
  updateVisitSchema,
  visitFeedSchema,
  visitFeedTokenParamSchema,
  visitSchema,
  visitStatusPayloadSchema,
} from '../../../domain/visits.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createVisitFiles } from './visit-feeds.ts';
import { createVisitsService } from './visits.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['visits'];
const LIST_CACHE_MS = 2000;
/** Files are text, not JSON: documented, never run through the JSON serializer. */
const fileAnswer = z.string().describe('text/calendar (RFC 5545) or text/csv');

/** Technician Scheduling: visits tied to tickets, their status steps, exports and feeds. */
export const visitsRoutes: FeaturePlugin = async (app, { database, bus, background, config }) => {
  const service = createVisitsService({ db: database.db, bus, queue: background.queue });
  const files = createVisitFiles({ db: database.db, publicUrl: config.publicUrl });
  // The week view is read far more often than visits change: serialized answers are kept briefly
  // per district and query, cleared by any visit event (from this server or another).
  const lists = createAnswerCache(LIST_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'visit_updated') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/api/visits',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: listVisitsQuerySchema,
        response: { 200: z.array(visitSchema), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const key = `${resolveDistrict(identity, req.query.districtId)}|${JSON.stringify(req.query)}`;
      const body = await lists.get(key, () => service.list(identity, req.query));
      // Already serialized (and typed by the service): sent as bytes.
      return reply.type('application/json').send(body as never);
    },
  );

  app.post(
    '/api/visits',
    {
      config: { access: 'admin' },
      schema: { tags, body: createVisitSchema, response: { 201: visitSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  app.patch(
    '/api/visits/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: idParamSchema,
        body: updateVisitSchema,
        response: { 200: visitSchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  app.post(
    '/api/visits/:id/status',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: visitStatusPayloadSchema,
        response: { 200: visitSchema, ...errors },
      },
    },
    async (req) => service.changeStatus(caller(req), req.params.id, req.body),
  );

  app.get(
    '/api/technicians',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'The technicians who work for the district, and its school day, for scheduling.',
        querystring: districtQuerySchema,
        response: { 200: schedulingRosterSchema, ...errors },
      },
    },
    async (req) => service.roster(caller(req), req.query.districtId),
  );

  app.get(
    '/api/visits/export',
    {
      config: { access: 'read' },
      schema: { tags, querystring: exportVisitsQuerySchema, response: { 200: fileAnswer, ...errors } },
    },
    async (req, reply) => {
      const file = await files.exportFile(caller(req), req.query);
      return sendText(reply, file.body, {
        type: file.type,
        fileName: file.fileName,
        cacheControl: 'no-store',
      });
    },
  );

  app.get(
    '/api/visits/calendar-feed',
    {
      config: { access: 'read' },
      schema: { tags, querystring: districtQuerySchema, response: { 200: visitFeedSchema, ...errors } },
    },
    async (req) => files.feed(caller(req), req.query.districtId),
  );

  // Public: calendar services fetch it without cookies; the secret token is the credential.
  app.get(
    '/api/visits/feed/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: visitFeedTokenParamSchema, response: { 200: fileAnswer, 404: errorSchema } },
    },
    async (req, reply) => {
      // Read first: a 404 must go through the JSON serializer, not the text one.
      const body = await files.feedCalendar(req.params.token);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        cacheControl: 'private, max-age=300',
        noIndex: true,
      });
    },
  );
};
