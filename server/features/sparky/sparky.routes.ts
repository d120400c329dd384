import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { districtQuerySchema, errorSchema } from '../../../domain/http.ts';
import {
  aiStatusSchema,
  type ChatStreamEvent,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  conversationSchema,
  conversationSummarySchema,
  linkTicketSchema,
  messageParamSchema,
  SPARKY_MESSAGES,
  sessionParamSchema,
} from '../../../domain/sparky.ts';
import { caller } from '../../access/guard.ts';

import type { FeaturePlugin } from '../feature-plugin.ts';
import { createSparkyEngine } from './engine.ts';
import { ReplyInterrupted } from './engine-types.ts';
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

  app.post(
    '/api/ai/chat/stream',
    {
      config: { access: 'read' },
      schema: {
        tags: ['sparky'],
        description:
          'The same question as POST /api/ai/chat, answered as server-sent events: `delta` {text} as the words are written, then `done` (the chat response) or `error` {message}.',
        body: chatRequestSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      await limits.count(limits.buckets.chat, identity.userId);
      // Refusals (a conversation not found, another district) answer here, before the stream starts.
      const turn = await service.openStream(identity, req.body);
      const events = new PassThrough();
      const send = (e: ChatStreamEvent) =>
        events.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      // The asker went away: stop asking the language model, store nothing.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      turn
        .write((text) => send({ event: 'delta', data: { text } }), gone.signal)
        .then(
          (answer) => send({ event: 'done', data: answer }),
          (err: Error) => {
            if (gone.signal.aborted) return;
            const interrupted = err instanceof ReplyInterrupted;
            req.log.warn(
              { reason: err.message },
              interrupted ? 'Sparky language model stopped mid-answer' : 'Sparky streamed answer failed',
            );
            send({
              event: 'error',
              data: { message: interrupted ? SPARKY_MESSAGES.interrupted : SPARKY_MESSAGES.streamFailed },
            });
          },
        )
        .finally(() => events.end());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(events as unknown as string); // a stream: Fastify sends it as it is written, unserialized
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
