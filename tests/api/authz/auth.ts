import { authApi, authLinksApi, googleAuthApi } from '../../../domain/api/auth.ts';
import { casesOf, statuses } from './matrix.ts';

export const authEndpoints = [
  ...casesOf(authApi, {
    register: null,
    login: null,
    answerChallenge: null,
    challengeSetup: null,
    logout: null,
    check: null,
    user: {
      request: () => ({ url: '/api/auth/user' }),
      expect: statuses({ anonymous: 401 }, 200),
    },
    demoAccess: null,
    enterView: {
      request: (c) => ({ url: '/api/auth/view', body: { districtId: c.districtA.id } }),
      expect: statuses({ anonymous: 401, provider: 200 }, 403),
    },
    leaveView: {
      request: () => ({ url: '/api/auth/view' }),
      expect: statuses({ anonymous: 401, provider: 200 }, 403),
    },
  }),
  ...casesOf(authLinksApi, {
    invite: null,
    acceptInvite: null,
    requestPasswordReset: null,
    confirmPasswordReset: null,
  }),
  // Hidden from the API's documentation (browser navigations), and public.
  ...casesOf(googleAuthApi, { start: null, callback: null }),
];
