import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import { districtOffboardingSchema, offboardingSchema, startOffboardingSchema } from '../offboarding.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/**
 * District offboarding (docs/product.md#district-offboarding): Five Star's alone (the districts
 * area's `admin`), audited. The record outlives the district, so the reads and the certificate
 * answer for a district id that no longer resolves.
 */
export const offboardingApi = endpoints('offboarding', {
  start: {
    method: 'POST',
    path: '/api/districts/:id/offboarding',
    access: 'admin',
    description:
      'Starts offboarding the district: its archive is made in the background, then after `deleteAfterDays` (0–365, default 30; 0 deletes as soon as the archive is made) its data key is destroyed and every row of the district is deleted. 409 while one is under way.',
    params: idParamSchema,
    body: startOffboardingSchema,
    response: offboardingSchema,
    status: 202,
  },
  get: {
    method: 'GET',
    path: '/api/districts/:id/offboarding',
    access: 'admin',
    description:
      "The district's latest offboarding (null when it has none), with its progress; it still answers once the district is deleted.",
    params: idParamSchema,
    response: districtOffboardingSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/districts/:id/offboarding/cancel',
    access: 'admin',
    description: 'Cancels the offboarding under way, until its deletion starts (409 after).',
    params: idParamSchema,
    response: offboardingSchema,
  },
  certificate: {
    method: 'GET',
    path: '/api/districts/:id/offboarding/certificate.pdf',
    access: 'admin',
    description:
      'The certificate of deletion (PDF) of a deleted district: what was deleted, when, by whom, rows per table and the SHA-256 of its archive. 409 until the deletion is complete.',
    params: idParamSchema,
    produces: [FILE_TYPES.pdf],
  },
  list: {
    method: 'GET',
    path: '/api/offboardings',
    access: 'admin',
    description: 'Every offboarding, newest first, deleted districts included (their certificates).',
    response: z.array(offboardingSchema),
  },
});
