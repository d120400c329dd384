import { districtsApi } from '../../../domain/api/districts.ts';
import { caller } from '../../access/guard.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const districtsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const service = services.districts;
  // The district list is read on every screen change and changes rarely: keep its serialized
  // answer per scope, cleared by district events from any server.
  const lists = createAnswerCache(2000);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type.startsWith('district_') || e.type === 'internal:districts_changed') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  serve(app, districtsApi, {
    list: async (req, reply) => {
      const id = caller(req);
      const scope = id.districtId ?? (id.role === 'provider_admin' ? 'all' : 'none');
      // Cached bytes go out as they are; the table's schema still documents them.
      return reply.type('application/json').send((await lists.get(scope, () => service.list(id))) as never);
    },
    create: async (req) => {
      const actor = caller(req);
      const created = await service.create(actor, req.body);
      lists.clear(); // this server at once; the others when the event arrives
      await bus.publish({ type: 'district_created', districtId: created.id, data: { name: created.name } });
      return created;
    },
    get: (req) => service.get(caller(req), req.params.id),
  });
};
