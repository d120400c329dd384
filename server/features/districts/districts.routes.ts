import { z } from 'zod';
import {
  createDistrictAnswerSchema,
  createDistrictSchema,
  districtDetailSchema,
  districtSchema,
} from '../../../domain/districts.ts';
import { errorSchema, idParamSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';

import { createAnswerCache } from '../../lib/answer-cache.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createDistrictsService } from './districts.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const districtsRoutes: FeaturePlugin = async (app, { database, config, bus, background }) => {
  const service = createDistrictsService(database.db, config.publicUrl, background.mailer);
  // The district list is read on every screen change and changes rarely: keep its serialized
  // answer per scope, cleared by district events from any server.
  const lists = createAnswerCache(2000);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type.startsWith('district_') || e.type === 'internal:districts_changed') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/api/districts',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['districts'], response: { 200: z.array(districtSchema), 401: errorSchema } },
    },
    async (req, reply) => {
      const id = caller(req);
      const scope = id.districtId ?? (id.role === 'provider_admin' ? 'all' : 'none');
      // Cached bytes go out as they are; the schema above still documents them.
      return reply.type('application/json').send((await lists.get(scope, () => service.list(id))) as never);
    },
  );

  app.post(
    '/api/districts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['districts'],
        body: createDistrictSchema,
        response: { 201: createDistrictAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const actor = caller(req);
      const created = await service.create(actor, req.body);
      lists.clear(); // this server at once; the others when the event arrives
      await bus.publish({ type: 'district_created', districtId: created.id, data: { name: created.name } });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/districts/:id',
    {
      config: { access: 'read' },
      schema: {
        tags: ['districts'],
        params: idParamSchema,
        response: { 200: districtDetailSchema, ...errors },
      },
    },
    async (req) => service.get(caller(req), req.params.id),
  );
};
