import { PassThrough } from 'node:stream';
import { sparkyApi } from '../../../domain/api/sparky.ts';
import { type ChatStreamEvent, SPARKY_MESSAGES } from '../../../domain/sparky.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { ReplyInterrupted } from './engine-types.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';

export const sparkyRoutes: FeaturePlugin = async (app, { limits, services }) => {
  const { service, status, knowledge } = services.sparky;
  knowledgeRoutes(app, knowledge);

  serve(app, sparkyApi, {
    chat: async (req) => {
      const identity = caller(req);
      await limits.count(limits.buckets.chat, identity.userId);
      return service.chat(identity, req.body);
    },
    chatStream: async (req, reply) => {
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
    status: (req) => {
      caller(req);
      return status;
    },
    conversations: (req) => service.list(caller(req), req.query.districtId),
    conversation: (req) => service.get(caller(req), req.params.sessionId),
    linkTicket: (req) => service.linkTicket(caller(req), req.params.messageId, req.body),
    deflect: (req) => service.deflect(caller(req), req.body),
  });
};
