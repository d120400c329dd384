import { z } from 'zod';
import { districtIdParamSchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { listTasksQuerySchema, taskPayloadSchema, taskSchema } from '../../../domain/tasks.ts';
import { caller } from '../../access/guard.ts';

import type { FeaturePlugin } from '../feature-plugin.ts';
import { createTasksService } from './tasks.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['tasks'];

/** Tasks: list, create, full update (also kanban drops) and delete. */
export const tasksRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createTasksService({ db: database.db, bus });

  app.get(
    '/api/tasks/:districtId',
    {
      config: { access: 'read' },
      schema: {
        tags,
        params: districtIdParamSchema,
        querystring: listTasksQuerySchema,
        response: { 200: z.array(taskSchema), ...errors },
      },
    },
    async (req) => service.list(caller(req), req.params.districtId, req.query.limit),
  );

  app.post(
    '/api/tasks',
    {
      config: { access: 'write' },
      schema: { tags, body: taskPayloadSchema, response: { 201: taskSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  app.put(
    '/api/tasks/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: taskPayloadSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/api/tasks/:id',
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
