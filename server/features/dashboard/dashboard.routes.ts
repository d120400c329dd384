import { dashboardApi } from '../../../domain/api/dashboard.ts';
import { caller } from '../../access/guard.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** How long a metrics answer may be reused when no change event arrives. */
const METRICS_CACHE_MS = 2000;

export const dashboardRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const service = services.dashboard;
  // Every open dashboard polls this; the answer depends on tickets, assets, districts, licenses and the
  // activity log, whose changes all travel the bus. Any such event, from any server, clears it.
  const answers = createAnswerCache(METRICS_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (!e.type.startsWith('internal:') || e.type === 'internal:districts_changed') answers.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  serve(app, dashboardApi, {
    metrics: async (req, reply) => {
      const identity = caller(req);
      // Scope checks run on every request; only the computed answer is shared. It is keyed by the
      // counters' stamp, so counted changes from any server show at once; events (and the time
      // limit) cover the rest (titles, activity, districts, integrations).
      const { scope, stamp } = await service.resolve(identity, req.query.districtId);
      const body = await answers.get(`${scope ?? 'all'}|${stamp}`, () => service.metrics(scope));
      // Already serialized (and checked against the schema by the service's types): sent as bytes.
      return reply.type('application/json').send(body as never);
    },
  });
};
