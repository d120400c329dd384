import { z } from 'zod';
import {
  accountSessionSchema,
  changePasswordSchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  updateProfileSchema,
} from '../../../domain/account.ts';
import { authAnswerSchema } from '../../../domain/auth.ts';
import { errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import { toAuthUser } from '../auth/index.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAccountService } from './account.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['account'];
const signedIn = { access: 'signed-in' } as const;

/** The signed-in user's own account (any role): profile, password, sessions, two-factor sign-in. */
export const accountRoutes: FeaturePlugin = async (app, { database, sessions, masterKey, config }) => {
  const account = createAccountService({ db: database.db, key: masterKey, require2fa: config.require2fa });
  /** Closes the sockets of ended sessions (on every server) at once. */
  const ended = (hashes: string[]) => Promise.all(hashes.map((tokenHash) => sessions.changed({ tokenHash })));

  app.patch(
    '/api/account',
    {
      config: signedIn,
      schema: { tags, body: updateProfileSchema, response: { 200: authAnswerSchema, ...errors } },
    },
    async (req) => {
      const identity = caller(req);
      await account.updateProfile(identity, req.body);
      await sessions.changed({ userId: identity.userId });
      return { user: toAuthUser((await sessions.lookUp(identity.sessionHash, { fresh: true }))!.identity) };
    },
  );

  app.post(
    '/api/account/password',
    {
      config: signedIn,
      schema: {
        tags,
        description: 'A new password; the current one is required. Every other session of the account ends.',
        body: changePasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await ended(await account.changePassword(caller(req), req.body.currentPassword, req.body.newPassword));
      return { success: true as const };
    },
  );

  app.get(
    '/api/account/sessions',
    { config: signedIn, schema: { tags, response: { 200: z.array(accountSessionSchema), ...errors } } },
    async (req) => account.sessions(caller(req)),
  );

  app.delete(
    '/api/account/sessions/:id',
    { config: signedIn, schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await ended(await account.endSession(caller(req), req.params.id));
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      config: signedIn,
      schema: { tags, response: { 200: z.object({ ended: z.number().int() }), ...errors } },
    },
    async (req) => {
      const hashes = await account.endOtherSessions(caller(req));
      await ended(hashes);
      return { ended: hashes.length };
    },
  );

  app.get(
    '/api/account/2fa',
    {
      config: signedIn,
      schema: {
        tags,
        response: {
          200: z.object({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number().int() }),
          ...errors,
        },
      },
    },
    async (req) => account.twoFactorStatus(caller(req)),
  );

  app.post(
    '/api/account/2fa/setup',
    { config: signedIn, schema: { tags, response: { 200: twoFactorSetupSchema, ...errors } } },
    async (req) => account.beginTwoFactor(caller(req)),
  );

  app.post(
    '/api/account/2fa/enable',
    {
      config: signedIn,
      schema: { tags, body: twoFactorEnableSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (req) => ({ recoveryCodes: await account.enableTwoFactor(caller(req), req.body.code) }),
  );

  app.post(
    '/api/account/2fa/disable',
    {
      config: signedIn,
      schema: { tags, body: twoFactorDisableSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await account.disableTwoFactor(caller(req), req.body.password, req.body.code);
      return { success: true as const };
    },
  );
};
