import { z } from 'zod';
import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '../api-tokens.ts';
import { idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * The signed-in user's own API tokens (see docs/api.md#calling-the-api-with-a-token). Managed from
 * a session only: a token calling these answers 403.
 */
export const apiTokensApi = endpoints('api-tokens', {
  list: {
    method: 'GET',
    path: '/api/tokens',
    access: 'signed-in',
    description: 'Your API tokens that still work (not revoked, not expired), with their last use.',
    response: z.array(apiTokenSchema),
  },
  create: {
    method: 'POST',
    path: '/api/tokens',
    access: 'signed-in',
    description:
      'A token with a role no higher than yours, for your district (Five Star: one district or all), ' +
      'optionally read-only and expiring. The token is in this answer only; it is stored hashed.',
    body: createApiTokenSchema,
    response: createdApiTokenSchema,
    status: 201,
  },
  revoke: {
    method: 'DELETE',
    path: '/api/tokens/:id',
    access: 'signed-in',
    description: 'Revokes one of your tokens: it stops working at once.',
    params: idParamSchema,
    response: okSchema,
  },
});
