import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import { createProjectSchema, projectSchema, updateProjectSchema } from '../projects.ts';
import { endpoints } from './endpoint.ts';

/** Planning: the district's projects, with progress from their linked tasks. */
export const projectsApi = endpoints('projects', {
  list: {
    method: 'GET',
    path: '/api/projects',
    access: 'read',
    query: districtQuerySchema,
    response: z.array(projectSchema),
  },
  create: {
    method: 'POST',
    path: '/api/projects',
    access: 'write',
    body: createProjectSchema,
    response: projectSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/projects/:id',
    access: 'write',
    params: idParamSchema,
    body: updateProjectSchema,
    response: projectSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/projects/:id',
    access: 'write',
    params: idParamSchema,
    response: okSchema,
  },
});
