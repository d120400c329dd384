import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import {
  calendarFeedSchema,
  feedTokenParamSchema,
  listMeetingsQuerySchema,
  meetingPayloadSchema,
  meetingSchema,
  regenerateFeedSchema,
} from '../../../domain/meetings.ts';
import { caller } from '../../access/guard.ts';

import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createMeetingsService } from './meetings.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['meetings'];
/** iCalendar answers are text, not JSON: documented, never run through the JSON serializer. */
const icsAnswer = z.string().describe('text/calendar (RFC 5545)');

/** Meetings and their calendar sync: an .ics per meeting and a private feed per district. */
export const meetingsRoutes: FeaturePlugin = async (app, { database, bus, config }) => {
  const service = createMeetingsService({ db: database.db, bus, publicUrl: config.publicUrl });

  app.get(
    '/api/meetings',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: listMeetingsQuerySchema,
        response: { 200: z.array(meetingSchema), ...errors },
      },
    },
    async (req) => service.list(caller(req), req.query),
  );

  app.post(
    '/api/meetings',
    {
      config: { access: 'write' },
      schema: { tags, body: meetingPayloadSchema, response: { 201: meetingSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  app.put(
    '/api/meetings/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: meetingPayloadSchema,
        response: { 200: meetingSchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/api/meetings/:id',
    {
      config: { access: 'write' },
      schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/meetings/:id/ics',
    {
      config: { access: 'read' },
      schema: { tags, params: idParamSchema, response: { 200: icsAnswer, ...errors } },
    },
    async (req, reply) => {
      const { fileName, body } = await service.ics(caller(req), req.params.id);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        fileName,
        cacheControl: 'no-store',
      });
    },
  );

  app.get(
    '/api/meetings/calendar-feed',
    {
      config: { access: 'read' },
      schema: { tags, querystring: districtQuerySchema, response: { 200: calendarFeedSchema, ...errors } },
    },
    async (req) => service.feed(caller(req), req.query.districtId),
  );

  app.post(
    '/api/meetings/calendar-feed',
    {
      config: { access: 'read' },
      schema: { tags, body: regenerateFeedSchema, response: { 200: calendarFeedSchema, ...errors } },
    },
    async (req) => service.regenerateFeed(caller(req), req.body.districtId),
  );

  // Public: calendar services fetch it without cookies; the secret token is the credential.
  app.get(
    '/api/meetings/feed/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: feedTokenParamSchema, response: { 200: icsAnswer, 404: errorSchema } },
    },
    async (req, reply) => {
      const body = await service.feedCalendar(req.params.token);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        cacheControl: 'private, max-age=300',
        noIndex: true,
      });
    },
  );
};
