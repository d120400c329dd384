import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Endpoint, EndpointAnswer } from '../../domain/api/endpoint.ts';
import { errorSchema } from '../../domain/http.ts';
import type { FeatureApp } from './feature-app.ts';

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

/**
 * Registers every endpoint of an area's table (domain/api/<area>.ts) with its handler: the route's
 * access, schemas, error answers and tag all come from the declaration.
 */
export function serve<T extends Record<string, Endpoint>>(
  app: FeatureApp,
  table: T,
  handlers: { [K in keyof T]: EndpointHandler<T[K]> },
): void {
  for (const [name, e] of Object.entries(table)) {
    const handler = handlers[name as keyof T] as unknown as EndpointHandler<Endpoint>;
    const errors = Object.fromEntries([...COMMON_ERRORS, ...(e.errors ?? [])].map((s) => [s, errorSchema]));
    // A file is declared as a string: Fastify sends a Buffer or a stream as it is, unserialised.
    const success = e.response ?? (e.produces ? z.string() : undefined);
    app.route({
      method: e.method,
      url: e.path,
      ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      config: { access: e.access, ...(e.area ? { area: e.area } : {}) },
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
