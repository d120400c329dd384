import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { createProjectSchema, projectSchema, updateProjectSchema } from '../../../domain/projects.ts';
import { caller } from '../../access/guard.ts';

import type { FeaturePlugin } from '../feature-plugin.ts';
import { createProjectsService } from './projects.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['projects'];

/** Planning: the district's projects, with progress from their linked tasks. */
export const projectsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createProjectsService({ db: database.db, bus });

  app.get(
    '/api/projects',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: districtQuerySchema,
        response: { 200: z.array(projectSchema), ...errors },
      },
    },
    async (req) => service.list(caller(req), req.query.districtId),
  );

  app.post(
    '/api/projects',
    {
      config: { access: 'write' },
      schema: { tags, body: createProjectSchema, response: { 201: projectSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  app.put(
    '/api/projects/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: updateProjectSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/api/projects/:id',
    {
      config: { access: 'write' },
      schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  );
};
