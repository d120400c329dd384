import { idParamSchema, okSchema } from '../http.ts';
import {
  createRuleSchema,
  listRulesQuerySchema,
  ruleListSchema,
  ruleSchema,
  simulateRuleSchema,
  simulationSchema,
  updateRuleSchema,
} from '../rules.ts';
import { endpoints } from './endpoint.ts';

/**
 * Ticket rules (see docs/product.md#rules), checked against the tickets area
 * (server/features/index.ts): a district's administrators keep its rules and run the simulator;
 * Five Star keeps the templates for every district. Technicians, viewers and requesters are refused.
 */
export const rulesApi = endpoints('rules', {
  list: {
    method: 'GET',
    path: '/api/rules',
    access: 'admin',
    description:
      'The district’s rules in the order they run, then the templates it may copy (Five Star’s, then the one shipped with the portal). Five Star naming no district gets the templates as `rules`.',
    query: listRulesQuerySchema,
    response: ruleListSchema,
  },
  create: {
    method: 'POST',
    path: '/api/rules',
    access: 'admin',
    description:
      'A district’s rule (its administrators; Five Star names the district), last unless `position` says otherwise, off unless `enabled`; or, with scope "provider", a template for every district (Five Star only).',
    body: createRuleSchema,
    response: ruleSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/rules/:id',
    access: 'admin',
    description: 'Replaces the rule’s fields; `position` moves it (the others shift). The scope stays.',
    params: idParamSchema,
    body: updateRuleSchema,
    response: ruleSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/rules/:id',
    access: 'admin',
    params: idParamSchema,
    response: okSchema,
  },
  simulate: {
    method: 'POST',
    path: '/api/rules/:id/simulate',
    access: 'admin',
    description:
      'Runs the rule, as it is saved and enabled or not, against the district’s tickets of the last 90 days as they are now, and says which it would have touched and what it would have done. Changes nothing. A template runs against the district named in the body.',
    params: idParamSchema,
    body: simulateRuleSchema,
    response: simulationSchema,
  },
});
