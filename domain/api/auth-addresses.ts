// Zod-free: the login gate (client/src/app/login, client/src/features/auth) calls these endpoints
// and must not pull zod into the first chunk (see client/src/lib/api.ts). The tables of
// domain/api/auth.ts complete each address with its access and schemas.
import type { Endpoint } from './endpoint.ts';

type Addresses = Record<string, Pick<Endpoint, 'method' | 'path'>>;

/** Where each endpoint of `authApi` (server/features/auth/auth.routes.ts) answers. */
export const authAddresses = {
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  answerChallenge: { method: 'POST', path: '/api/auth/login/2fa' },
  challengeSetup: { method: 'POST', path: '/api/auth/login/2fa/setup' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  check: { method: 'GET', path: '/api/auth/check' },
  user: { method: 'GET', path: '/api/auth/user' },
  demoAccess: { method: 'GET', path: '/api/demo-access' },
  enterView: { method: 'POST', path: '/api/auth/view' },
  leaveView: { method: 'DELETE', path: '/api/auth/view' },
} as const satisfies Addresses;

/** Where each endpoint of `authLinksApi` (server/features/auth/links.routes.ts) answers. */
export const authLinkAddresses = {
  invite: { method: 'GET', path: '/api/auth/invite/:token' },
  acceptInvite: { method: 'POST', path: '/api/auth/invite/accept' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset' },
  confirmPasswordReset: { method: 'POST', path: '/api/auth/password-reset/confirm' },
} as const satisfies Addresses;

/** Where the login page's single sign-on look-up of `samlApi` (server/features/saml) answers. */
export const samlAddresses = {
  lookUp: { method: 'GET', path: '/api/auth/saml/find' },
} as const satisfies Addresses;

/** Where each endpoint of `googleAuthApi` (server/features/auth/google.routes.ts) answers. */
export const googleAddresses = {
  start: { method: 'GET', path: '/api/auth/google' },
  callback: { method: 'GET', path: '/api/auth/google/callback' },
} as const satisfies Addresses;
