import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { createProjectSchema, projectSchema, updateProjectSchema } from '../../../domain/projects.ts';
import { EDITOR_ROLES } from '../../../domain/roles.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireRole, requireUser } from '../../auth/guards.ts';
import { createProjectsService } from './projects.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['projects'];

/** Planning (spec 2.8): the district's projects, with progress from their linked tasks. */
export const projectsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createProjectsService({ db: database.db, bus });

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        querystring: districtQuerySchema,
        response: { 200: z.array(projectSchema), ...errors },
      },
    },
    async (req) => service.list(requireUser(req), req.query.districtId),
  );

  app.post(
    '/api/projects',
    { schema: { tags, body: createProjectSchema, response: { 201: projectSchema, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await service.create(requireRole(req, ...EDITOR_ROLES), req.body)),
  );

  app.put(
    '/api/projects/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateProjectSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (req) => service.update(requireRole(req, ...EDITOR_ROLES), req.params.id, req.body),
  );

  app.delete(
    '/api/projects/:id',
    { schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await service.remove(requireRole(req, ...EDITOR_ROLES), req.params.id);
      return { success: true as const };
    },
  );
};
