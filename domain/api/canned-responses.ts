import { z } from 'zod';
import {
  cannedResponseSchema,
  createCannedResponseSchema,
  listCannedResponsesQuerySchema,
  renderCannedResponseSchema,
  renderedCannedResponseSchema,
  updateCannedResponseSchema,
} from '../canned-responses.ts';
import { idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * Canned responses (see docs/product.md#canned-responses), checked against the tickets area
 * (server/features/index.ts): the staff who reply to tickets (technicians, administrators, Five
 * Star) list and fill them in; the district's administrators keep the district's, Five Star keeps
 * the provider-wide ones. Viewers, who do not reply, and requesters are refused.
 */
export const cannedResponsesApi = endpoints('canned-responses', {
  list: {
    method: 'GET',
    path: '/api/canned-responses',
    access: 'write',
    description:
      'The district’s own responses, then Five Star’s provider-wide ones, by title; each word of `search` found in the title, the body or a tag (title matches first). Five Star naming no district gets the provider-wide ones.',
    query: listCannedResponsesQuerySchema,
    response: z.array(cannedResponseSchema),
  },
  create: {
    method: 'POST',
    path: '/api/canned-responses',
    access: 'admin',
    description:
      'A district’s response (its administrators; Five Star names the district) or, with scope "provider", one for every district (Five Star only). Unknown {{placeholders}} are refused, each named.',
    body: createCannedResponseSchema,
    response: cannedResponseSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/canned-responses/:id',
    access: 'admin',
    description: 'Replaces the title, body, category and tags; the scope stays.',
    params: idParamSchema,
    body: updateCannedResponseSchema,
    response: cannedResponseSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/canned-responses/:id',
    access: 'admin',
    params: idParamSchema,
    response: okSchema,
  },
  render: {
    method: 'POST',
    path: '/api/canned-responses/:id/render',
    access: 'write',
    description:
      'The response filled in for a ticket: its requester (none: left out), number, title, the caller as the technician, and the district. `missing` names the placeholders without a value.',
    params: idParamSchema,
    body: renderCannedResponseSchema,
    response: renderedCannedResponseSchema,
  },
});
