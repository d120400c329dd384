import { z } from 'zod';
import {
  accountSessionSchema,
  changePasswordSchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  updateAccountSchema,
} from '../account.ts';
import { authAnswerSchema } from '../auth.ts';
import { idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/** The signed-in user's own account (any role): profile, password, sessions, two-factor sign-in. */
export const accountApi = endpoints('account', {
  updateProfile: {
    method: 'PATCH',
    path: '/api/account',
    access: 'signed-in',
    description:
      'The name (first and last together) and/or the language (`locale`: en or es) of one’s own account.',
    body: updateAccountSchema,
    response: authAnswerSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    access: 'signed-in',
    description: 'A new password; the current one is required. Every other session of the account ends.',
    body: changePasswordSchema,
    response: okSchema,
  },
  sessions: {
    method: 'GET',
    path: '/api/account/sessions',
    access: 'signed-in',
    response: z.array(accountSessionSchema),
  },
  endSession: {
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'signed-in',
    params: idParamSchema,
    response: okSchema,
  },
  signOutOthers: {
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    access: 'signed-in',
    response: z.object({ ended: z.number().int() }),
  },
  twoFactor: {
    method: 'GET',
    path: '/api/account/2fa',
    access: 'signed-in',
    response: z.object({
      enabled: z.boolean(),
      /** Required for this account (a Five Star administrator on a server with REQUIRE_2FA). */
      required: z.boolean(),
      recoveryCodesLeft: z.number().int(),
    }),
  },
  beginTwoFactor: {
    method: 'POST',
    path: '/api/account/2fa/setup',
    access: 'signed-in',
    response: twoFactorSetupSchema,
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/api/account/2fa/enable',
    access: 'signed-in',
    body: twoFactorEnableSchema,
    response: recoveryCodesSchema,
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/api/account/2fa/disable',
    access: 'signed-in',
    body: twoFactorDisableSchema,
    response: okSchema,
  },
});
