import { z } from 'zod';
import { districtQuerySchema, errorSchema } from '../../../domain/http.ts';
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
import { caller } from '../../access/guard.ts';

import type { FeaturePlugin } from '../feature-plugin.ts';
import { createSparkyEngine } from './engine.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';
import { createKnowledgeStore } from './knowledge-store.ts';
import { createSparkyService } from './sparky.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

export const sparkyRoutes: FeaturePlugin = async (app, { database, config, limits, bus }) => {
  const { engine, status } = createSparkyEngine(config.ai, {
    onFallback: (reason) =>
      app.log.warn({ reason }, 'Sparky language model failed; the offline engine answered'),
  });
  const knowledge = await createKnowledgeStore({ db: database.db, bus });
  app.addHook('onClose', async () => knowledge.close());
  const service = createSparkyService(database.db, engine, knowledge);
  knowledgeRoutes(app, knowledge);

  app.post(
    '/api/ai/chat',
    {
      config: { access: 'read' },
      schema: { tags: ['sparky'], body: chatRequestSchema, response: { 200: chatResponseSchema, ...errors } },
    },
    async (req) => {
      const identity = caller(req);
      await limits.count(limits.buckets.chat, identity.userId);
      return service.chat(identity, req.body);
    },
  );

  app.get(
    '/api/ai/status',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['sparky'], response: { 200: aiStatusSchema, 401: errorSchema } },
    },
    async (req) => {
      caller(req);
      return status;
    },
  );

  app.get(
    '/api/ai/conversations',
    {
      config: { access: 'read' },
      schema: {
        tags: ['sparky'],
        querystring: districtQuerySchema,
        response: { 200: z.array(conversationSummarySchema), ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      return service.list(identity, req.query.districtId);
    },
  );

  app.get(
    '/api/ai/conversations/:sessionId',
    {
      config: { access: 'read' },
      schema: {
        tags: ['sparky'],
        params: sessionParamSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      return service.get(identity, req.params.sessionId);
    },
  );

  app.put(
    '/api/ai/messages/:messageId/ticket',
    {
      config: { access: 'write' },
      schema: {
        tags: ['sparky'],
        params: messageParamSchema,
        body: linkTicketSchema,
        response: { 200: chatMessageSchema, ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      return service.linkTicket(identity, req.params.messageId, req.body);
    },
  );
};
