import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Endpoint, type EndpointAnswer, routeName } from '../../domain/api/endpoint.ts';
import { errorSchema } from '../../domain/http.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { endpointCache } from './endpoint-cache.ts';
import type { FeatureApp } from './feature-app.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Another site posts here on purpose (Endpoint.crossSite): no Origin check. */
    crossSite?: true;
  }
}

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? z.output<E[K]>
  : undefined;

/** A request to `E`, its params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
};

/** Answers `E`: its answer (sent with the endpoint's status), or the reply it has sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

const COMMON_ERRORS = [400, 401, 403, 404, 409] as const;

/** What the endpoints that declare a `cache` need: the bus whose events clear it, and versions. */
export interface CacheOptions<T> {
  bus: EventBus;
  /** A part of the key a cached endpoint computes per request (a counter's stamp read from the database). */
  versions?: { [K in keyof T]?: (req: EndpointRequest<T[K] & Endpoint>) => Promise<string> };
}

/**
 * Registers every endpoint of an area's table (domain/api/<area>.ts) with its handler: the route's
 * access, schemas, error answers and tag all come from the declaration, and so does its answer cache.
 */
export function serve<T extends Record<string, Endpoint>>(
  app: FeatureApp,
  table: T,
  handlers: { [K in keyof T]: EndpointHandler<T[K]> },
  caching?: CacheOptions<T>,
): void {
  for (const [name, e] of Object.entries(table)) {
    const handle = handlers[name as keyof T] as unknown as EndpointHandler<Endpoint>;
    const handler = e.cache ? cachedHandler(app, e, handle, caching, name) : handle;
    const errors = Object.fromEntries([...COMMON_ERRORS, ...(e.errors ?? [])].map((s) => [s, errorSchema]));
    // A file is declared as a string: Fastify sends a Buffer or a stream as it is, unserialised.
    const success = e.response ?? (e.produces ? z.string() : undefined);
    app.route({
      method: e.method,
      url: e.path,
      ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      config: {
        access: e.access,
        ...(e.area ? { area: e.area } : {}),
        ...(e.requesters ? { requesters: e.requesters } : {}),
        ...(e.crossSite ? { crossSite: true } : {}),
      },
      schema: {
        tags: [e.tag],
        ...(e.hidden ? { hide: true } : {}),
        ...(e.description ? { description: e.description } : {}),
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
        ...(e.produces ? { produces: [...e.produces] } : {}),
        ...(e.consumes ? { consumes: [...e.consumes] } : {}),
        ...(success
          ? {
              response: {
                [e.status ?? 200]: success,
                ...(e.alsoStatus ? { [e.alsoStatus]: success } : {}),
                ...errors,
                ...e.answers,
              },
            }
          : {}),
      },
      handler: async (req, reply) => {
        if (e.status && e.status !== 200) reply.code(e.status);
        const answer = await handler(req as unknown as EndpointRequest<Endpoint>, reply);
        if (answer === reply || reply.sent) return reply;
        return reply.send(answer);
      },
    });
  }
}

/** The handler of an endpoint that declares a cache: its answer kept as bytes (see endpoint-cache.ts). */
function cachedHandler<T>(
  app: FeatureApp,
  e: Endpoint,
  handle: EndpointHandler<Endpoint>,
  caching: CacheOptions<T> | undefined,
  name: string,
): EndpointHandler<Endpoint> {
  if (!caching) throw new Error(`${routeName(e)} declares a cache: serve its table with the bus`);
  const cache = endpointCache(e, caching.bus);
  app.addHook('onClose', async () => cache.close());
  const versionOf = caching.versions?.[name as keyof T] as
    | ((req: EndpointRequest<Endpoint>) => Promise<string>)
    | undefined;
  return async (req, reply) => {
    const version = versionOf ? await versionOf(req) : '';
    const body = await cache.answer(
      req as unknown as FastifyRequest,
      async () => handle(req, reply),
      version,
    );
    return reply.type('application/json').send(body);
  };
}
