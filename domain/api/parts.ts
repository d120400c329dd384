import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import {
  moveInputSchema,
  moveResultSchema,
  partInputSchema,
  partMoveSchema,
  partSchema,
  partsQuerySchema,
  repairPartInputSchema,
} from '../parts.ts';
import { endpoints } from './endpoint.ts';

/**
 * Spare parts (issue 34): inventory work, checked against the `assets` area (technicians write,
 * viewers read); unit costs only for those who may see money. Five Star's shared pool: Five Star
 * changes it, districts see it and draw from it through their repairs.
 */
export const partsApi = endpoints('parts', {
  list: {
    method: 'GET',
    path: '/api/parts',
    access: 'read',
    description:
      "The district's parts and the shared pool's (marked `pool`); Five Star outside a district: the pool's.",
    query: partsQuerySchema,
    response: z.array(partSchema),
  },
  create: {
    method: 'POST',
    path: '/api/parts',
    access: 'write',
    body: partInputSchema,
    response: partSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/parts/:id',
    access: 'write',
    params: idParamSchema,
    body: partInputSchema,
    response: partSchema,
  },
  /** Stock received, used, adjusted or transferred at a shelf; stock never falls below 0 (409). */
  move: {
    method: 'POST',
    path: '/api/parts/:id/moves',
    access: 'write',
    params: idParamSchema,
    body: moveInputSchema,
    response: moveResultSchema,
    status: 201,
  },
  moves: {
    method: 'GET',
    path: '/api/parts/:id/moves',
    access: 'read',
    description: "A part's moves, newest first (a pool part: the caller's district's draws).",
    params: idParamSchema,
    response: z.array(partMoveSchema),
  },
  /** Parts a repair used: a `used` move of the district's stock, or a `pool_draw` of the pool's. */
  useForRepair: {
    method: 'POST',
    path: '/api/repairs/:id/parts',
    access: 'write',
    params: idParamSchema,
    body: repairPartInputSchema,
    response: moveResultSchema,
    status: 201,
  },
  repairParts: {
    method: 'GET',
    path: '/api/repairs/:id/parts',
    access: 'read',
    params: idParamSchema,
    response: z.array(partMoveSchema),
  },
});
