import { z } from 'zod';
import { districtIdParamSchema, idParamSchema, okSchema } from '../http.ts';
import { listTasksQuerySchema, taskPayloadSchema, taskSchema } from '../tasks.ts';
import { endpoints } from './endpoint.ts';

/** Tasks: list, create, full update (also kanban drops) and delete. */
export const tasksApi = endpoints('tasks', {
  list: {
    method: 'GET',
    path: '/api/tasks/:districtId',
    access: 'read',
    params: districtIdParamSchema,
    query: listTasksQuerySchema,
    response: z.array(taskSchema),
  },
  create: {
    method: 'POST',
    path: '/api/tasks',
    access: 'write',
    body: taskPayloadSchema,
    response: taskSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/tasks/:id',
    access: 'write',
    params: idParamSchema,
    body: taskPayloadSchema,
    response: taskSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/tasks/:id',
    access: 'write',
    params: idParamSchema,
    response: okSchema,
  },
});
