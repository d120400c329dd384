import { z } from 'zod';
import {
  districtSlaPolicySchema,
  slaPoliciesInputSchema,
  slaPoliciesQuerySchema,
  tierDefaultsSchema,
  tierParamSchema,
} from '../sla.ts';
import { atRiskListSchema, atRiskQuerySchema } from '../sla-clock.ts';
import { endpoints } from './endpoint.ts';

/**
 * SLA targets (see docs/product.md#sla-targets): a district's policy per priority (its own targets
 * or its tier's defaults), and the tiers' defaults Five Star keeps.
 */
export const slaApi = endpoints('sla', {
  policies: {
    method: 'GET',
    path: '/api/sla-policies',
    access: 'read',
    description:
      'The district’s target per priority, each from the district’s own policy or its tier’s defaults.',
    query: slaPoliciesQuerySchema,
    response: z.array(districtSlaPolicySchema),
  },
  updatePolicies: {
    method: 'PUT',
    path: '/api/sla-policies',
    access: 'admin',
    description: 'Sets the district’s own targets (its contract), one per priority, in working minutes.',
    query: slaPoliciesQuerySchema,
    body: slaPoliciesInputSchema,
    response: z.array(districtSlaPolicySchema),
  },
  defaults: {
    method: 'GET',
    path: '/api/sla-policies/defaults',
    access: 'read',
    description: 'Each service tier’s default targets (what a district without its own policy uses).',
    response: z.array(tierDefaultsSchema),
  },
  updateDefaults: {
    method: 'PUT',
    path: '/api/sla-policies/defaults/:tier',
    access: 'admin',
    area: 'admin',
    description: 'Five Star sets a service tier’s default targets.',
    params: tierParamSchema,
    body: slaPoliciesInputSchema,
    response: tierDefaultsSchema,
  },
  atRisk: {
    method: 'GET',
    path: '/api/sla/at-risk',
    access: 'read',
    area: 'tickets',
    description:
      'Open tickets at risk or past their SLA, soonest due first, with the working minutes left: the district’s, or every district’s for Five Star.',
    query: atRiskQuerySchema,
    response: atRiskListSchema,
  },
});
