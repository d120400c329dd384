import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { clears, type Endpoint } from '../../domain/api/endpoint.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { createAnswerCache } from './answer-cache.ts';

/** A cached endpoint's answer for a request: the serialised bytes, computed once per key. */
export type CachedAnswer = (
  req: FastifyRequest,
  produce: () => Promise<unknown>,
  version?: string,
) => Promise<Buffer>;

/**
 * The answer cache an endpoint declares (`cache` in domain/api): keyed by the caller's scope and
 * role and the validated params and query (plus a version the route may add, e.g. a counter's
 * stamp), serialised once through the endpoint's response schema, and dropped on the events the
 * declaration names (this server's at once, any server's as they arrive) or when the bus listens
 * again (events may have been missed).
 */
export function endpointCache(e: Endpoint, bus: EventBus): { answer: CachedAnswer; close: () => void } {
  const rule = e.cache!;
  const kept = createAnswerCache(rule.ms);
  const serialise = e.response
    ? (serializerCompiler({ schema: e.response, method: e.method, url: e.path } as never) as (
        data: unknown,
      ) => string)
    : JSON.stringify;
  const stopEvents = bus.watch((event) => {
    if (clears(rule, event.type)) kept.clear();
  });
  const stopReconnect = bus.onReconnect(() => kept.clear());
  return {
    answer(req, produce, version = '') {
      const scope = req.scope;
      const key = JSON.stringify([
        scope?.districtId ?? null,
        scope?.identity.role ?? null,
        scope?.identity.accountRole ?? null,
        req.params,
        req.query,
        version,
      ]);
      return kept.get(key, produce, serialise);
    },
    close() {
      stopEvents();
      stopReconnect();
    },
  };
}
