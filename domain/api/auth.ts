import { z } from 'zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  twoFactorChallengeSchema,
  twoFactorChallengeSetupSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from '../account.ts';
import {
  authAnswerSchema,
  authCheckSchema,
  inviteAcceptSchema,
  invitePreviewSchema,
  loginSchema,
  registerSchema,
  viewSwitchSchema,
} from '../auth.ts';
import { okSchema } from '../http.ts';
import { authAddresses, authLinkAddresses, googleAddresses } from './auth-addresses.ts';
import { endpoints } from './endpoint.ts';

// The login gate calls these through their addresses (./auth-addresses.ts), which stay free of zod.

/** Sign-in (password, then a code when two-factor is on), sign-out, the session, demo access and views. */
export const authApi = endpoints('auth', {
  register: {
    ...authAddresses.register,
    access: 'public',
    body: registerSchema,
    response: authAnswerSchema,
    status: 201,
    errors: [429],
  },
  login: {
    ...authAddresses.login,
    access: 'public',
    description:
      'Signs in, or, when two-factor sign-in is on (or required), answers a challenge for POST /api/auth/login/2fa.',
    body: loginSchema,
    response: z.union([authAnswerSchema, twoFactorChallengeSchema]),
    errors: [429],
  },
  answerChallenge: {
    ...authAddresses.answerChallenge,
    access: 'public',
    description:
      'The second step: the code of the authenticator app, or a recovery code. After a required set-up it also answers the recovery codes.',
    body: twoFactorLoginSchema,
    response: authAnswerSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
    errors: [429],
  },
  challengeSetup: {
    ...authAddresses.challengeSetup,
    access: 'public',
    description:
      'When two-factor sign-in is required but not set up: a secret to add to an authenticator app.',
    body: twoFactorChallengeSetupSchema,
    response: twoFactorSetupSchema,
    errors: [429],
  },
  logout: { ...authAddresses.logout, access: 'public', response: okSchema },
  check: { ...authAddresses.check, access: 'public', response: authCheckSchema },
  user: { ...authAddresses.user, access: 'signed-in', response: authAnswerSchema.shape.user },
  demoAccess: {
    ...authAddresses.demoAccess,
    access: 'public',
    response: authAnswerSchema.extend({ success: z.literal(true) }),
    errors: [429],
  },
  enterView: {
    ...authAddresses.enterView,
    access: 'signed-in',
    body: viewSwitchSchema,
    response: authAnswerSchema,
    errors: [429],
  },
  leaveView: { ...authAddresses.leaveView, access: 'signed-in', response: authAnswerSchema, errors: [429] },
});

/** The one-time links: accepting an invitation, and choosing a new password after forgetting it. */
export const authLinksApi = endpoints('auth', {
  invite: {
    ...authLinkAddresses.invite,
    access: 'public',
    params: z.object({ token: z.string().max(200) }),
    response: invitePreviewSchema,
  },
  acceptInvite: {
    ...authLinkAddresses.acceptInvite,
    access: 'public',
    body: inviteAcceptSchema,
    response: authAnswerSchema,
    errors: [429],
  },
  requestPasswordReset: {
    ...authLinkAddresses.requestPasswordReset,
    access: 'public',
    description:
      'Mails a link to choose a new password (valid 1 hour) through the mail server; without one (`resetByMail` false in `/api/auth/check`) nothing can be delivered. The answer is the same whether or not the address has an account.',
    body: passwordResetRequestSchema,
    response: z.object({ message: z.string() }),
    errors: [429],
  },
  confirmPasswordReset: {
    ...authLinkAddresses.confirmPasswordReset,
    access: 'public',
    description: 'Sets the new password with the link’s token and ends every session of the account.',
    body: passwordResetConfirmSchema,
    response: okSchema,
    errors: [429],
  },
});

/**
 * Google (or any OpenID provider): a JSON probe (the client's fetch) answers whether sign-in is
 * available; a browser navigation to the same path starts the flow. Redirects: no JSON answer.
 */
export const googleAuthApi = endpoints('auth', {
  start: { ...googleAddresses.start, access: 'public', hidden: true },
  callback: { ...googleAddresses.callback, access: 'public', hidden: true },
});
