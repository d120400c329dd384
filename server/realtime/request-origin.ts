import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { isOrigin, ORIGIN_HEADER } from '../../domain/events.ts';

const current = new AsyncLocalStorage<string>();

/** The browser tab of the request being answered, if it named itself (see ORIGIN_HEADER). */
export const requestOrigin = (): string | undefined => current.getStore();

/** Every request runs in the context of the tab it names, so events it publishes carry that tab's id. */
export function trackRequestOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const origin = req.headers[ORIGIN_HEADER];
    if (isOrigin(origin)) current.run(origin, done);
    else done();
  });
}
