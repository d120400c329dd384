import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorSchema } from '../../../domain/http.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { toAuthUser } from './auth.service.ts';

/** Starts a session for the browser of `req` and answers the signed-in user. */
export async function signIn(
  sessions: SessionStore,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const token = await sessions.start(req, reply, userId);
  const identity = await sessions.identify(token);
  return { user: toAuthUser(identity!) };
}

/** The refusals sign-in routes answer. */
export const authErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};
