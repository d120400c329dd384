import { z } from 'zod';
import {
  createEmailChannelSchema,
  emailChannelRunSchema,
  emailChannelSchema,
  emailChannelTestSchema,
  emailPollStartedSchema,
  updateEmailChannelSchema,
} from '../email-channels.ts';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * Email channels (see docs/product.md#email-channels): a district's help desk mailboxes, kept by its
 * administrators (the `tickets` area's `admin`: where tickets exist, with the tickets toggle).
 * Passwords are sealed and never answered.
 */
export const emailChannelsApi = endpoints('email-channels', {
  list: {
    method: 'GET',
    path: '/api/email-channels',
    access: 'admin',
    description: "The district's mailboxes with their latest run; passwords are never answered.",
    query: districtQuerySchema,
    response: z.array(emailChannelSchema),
  },
  create: {
    method: 'POST',
    path: '/api/email-channels',
    access: 'admin',
    description: 'Adds a mailbox; its password is sealed like integration credentials.',
    body: createEmailChannelSchema,
    response: emailChannelSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/email-channels/:id',
    access: 'admin',
    description: 'Saves a mailbox; a missing or empty password keeps the saved one.',
    params: idParamSchema,
    body: updateEmailChannelSchema,
    response: emailChannelSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/email-channels/:id',
    access: 'admin',
    description: 'Removes a mailbox and its run history (its tickets stay).',
    params: idParamSchema,
    response: okSchema,
  },
  test: {
    method: 'POST',
    path: '/api/email-channels/:id/test',
    access: 'admin',
    description:
      'Connects with the saved settings: { ok, message } says exactly what failed (DNS, refused, TLS, sign-in, folder).',
    params: idParamSchema,
    response: emailChannelTestSchema,
  },
  poll: {
    method: 'POST',
    path: '/api/email-channels/:id/poll',
    access: 'admin',
    description: 'Reads the mailbox now (a background job): { runId } of the run in the history.',
    params: idParamSchema,
    response: emailPollStartedSchema,
    status: 202,
  },
  runs: {
    method: 'GET',
    path: '/api/email-channels/:id/runs',
    access: 'admin',
    description: 'The run history, newest first: what became tickets or replies, what was skipped or failed.',
    params: idParamSchema,
    response: z.array(emailChannelRunSchema),
  },
});
