import { z } from 'zod';
import {
  createDistrictAnswerSchema,
  createDistrictSchema,
  districtDetailSchema,
  districtSchema,
} from '../districts.ts';
import { idParamSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/** The districts: every one a user may see, one with its counts, and a new one (Five Star). */
export const districtsApi = endpoints('districts', {
  list: {
    method: 'GET',
    path: '/api/districts',
    access: 'signed-in',
    response: z.array(districtSchema),
    // Read on every screen change, changed rarely.
    cache: { ms: 2000, clearedBy: ['district_*', 'internal:districts_changed'] },
  },
  create: {
    method: 'POST',
    path: '/api/districts',
    access: 'admin',
    body: createDistrictSchema,
    response: createDistrictAnswerSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/districts/:id',
    access: 'read',
    params: idParamSchema,
    response: districtDetailSchema,
  },
});
