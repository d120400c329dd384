import { z } from 'zod';
import {
  createDistrictAnswerSchema,
  createDistrictSchema,
  districtDetailSchema,
  districtSchema,
} from '../../../domain/districts.ts';
import { errorSchema, idParamSchema } from '../../../domain/http.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireRole, requireUser } from '../../auth/guards.ts';
import { createDistrictsService } from './districts.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const districtsRoutes: FeaturePlugin = async (app, { database, config, bus }) => {
  const service = createDistrictsService(database.db, config.publicUrl);

  app.get(
    '/api/districts',
    { schema: { tags: ['districts'], response: { 200: z.array(districtSchema), 401: errorSchema } } },
    async (req) => service.list(requireUser(req)),
  );

  app.post(
    '/api/districts',
    { schema: { tags: ['districts'], body: createDistrictSchema, response: { 201: createDistrictAnswerSchema, ...errors } } },
    async (req, reply) => {
      const actor = requireRole(req, 'provider_admin');
      const created = await service.create(actor, req.body);
      await bus.publish({ type: 'district_created', districtId: created.id, data: { name: created.name } });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/districts/:id',
    { schema: { tags: ['districts'], params: idParamSchema, response: { 200: districtDetailSchema, ...errors } } },
    async (req) => service.get(requireUser(req), req.params.id),
  );
};
