// Zod-free: the login gate loads this file (see client/src/lib/api.ts).
import type { authApi, authLinksApi, googleAuthApi } from '@domain/api/auth';
import { authAddresses, authLinkAddresses, googleAddresses, samlAddresses } from '@domain/api/auth-addresses';
import type { samlApi } from '@domain/api/saml';

// The tables of domain/api/auth.ts carry zod schemas, which the login gate must not load; `api()`
// and `useApiMutation()` only read an endpoint's method and path. So the login gate calls the
// endpoints through their zod-free addresses, typed as the tables (a type-only import). The
// schemas are not there at run time: pass these to `api()`, `useApiMutation()` and `urlOf()` only.

/** `authApi`'s endpoints as the login gate calls them: method and path only. */
export const authCalls = authAddresses as unknown as typeof authApi;
/** `authLinksApi`'s endpoints (invitations, password resets), likewise. */
export const authLinkCalls = authLinkAddresses as unknown as typeof authLinksApi;
/** `googleAuthApi`'s endpoints, likewise (a probe with fetch, then a browser navigation). */
export const googleCalls = googleAddresses as unknown as typeof googleAuthApi;
/** The single sign-on look-up of `samlApi` (the login page's “Sign in with single sign-on”), likewise. */
export const samlCalls = samlAddresses as unknown as Pick<typeof samlApi, 'lookUp'>;
