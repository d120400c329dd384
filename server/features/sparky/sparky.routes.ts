import { z } from 'zod';
import { districtQuerySchema, errorSchema } from '../../../domain/http.ts';
import { EDITOR_ROLES } from '../../../domain/roles.ts';
import {
  aiStatusSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  conversationSchema,
  conversationSummarySchema,
  linkTicketSchema,
  messageParamSchema,
  sessionParamSchema,
} from '../../../domain/sparky.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireRole, requireTier, requireUser } from '../../auth/guards.ts';
import { createSparkyEngine } from './engine.ts';
import { createSparkyService } from './sparky.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

export const sparkyRoutes: FeaturePlugin = async (app, { database, config }) => {
  const { engine, status } = createSparkyEngine(config.ai, {
    onFallback: (reason) =>
      app.log.warn({ reason }, 'Sparky language model failed; the offline engine answered'),
  });
  const service = createSparkyService(database.db, engine);
  // Per signed-in user (per IP for anonymous callers, who get 401 anyway).
  const limitPerUser = app.rateLimit({
    max: config.rateLimit.chat,
    timeWindow: '1 minute',
    keyGenerator: (req) => (req.identity ? `chat:user:${req.identity.userId}` : `chat:ip:${req.ip}`),
  });

  app.post(
    '/api/ai/chat',
    {
      preHandler: limitPerUser,
      schema: { tags: ['sparky'], body: chatRequestSchema, response: { 200: chatResponseSchema, ...errors } },
    },
    async (req) => {
      const identity = requireUser(req);
      requireTier(identity, 'sparky');
      return service.chat(identity, req.body);
    },
  );

  app.get(
    '/api/ai/status',
    { schema: { tags: ['sparky'], response: { 200: aiStatusSchema, 401: errorSchema } } },
    async (req) => {
      requireUser(req);
      return status;
    },
  );

  app.get(
    '/api/ai/conversations',
    {
      schema: {
        tags: ['sparky'],
        querystring: districtQuerySchema,
        response: { 200: z.array(conversationSummarySchema), ...errors },
      },
    },
    async (req) => {
      const identity = requireUser(req);
      requireTier(identity, 'sparky');
      return service.list(identity, req.query.districtId);
    },
  );

  app.get(
    '/api/ai/conversations/:sessionId',
    {
      schema: {
        tags: ['sparky'],
        params: sessionParamSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (req) => {
      const identity = requireUser(req);
      requireTier(identity, 'sparky');
      return service.get(identity, req.params.sessionId);
    },
  );

  app.put(
    '/api/ai/messages/:messageId/ticket',
    {
      schema: {
        tags: ['sparky'],
        params: messageParamSchema,
        body: linkTicketSchema,
        response: { 200: chatMessageSchema, ...errors },
      },
    },
    async (req) => {
      const identity = requireRole(req, ...EDITOR_ROLES);
      requireTier(identity, 'sparky');
      return service.linkTicket(identity, req.params.messageId, req.body);
    },
  );
};
