import type { FastifyReply, FastifyRequest } from 'fastify';
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
