import type { AuthUser, authCheckSchema } from '@domain/auth';
import { AUTH_CACHE_MS, AUTH_CHECK_POLL_MS, AUTH_WAITING_POLL_MS } from '@domain/auth-messages';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { authCalls } from './sign-in-api';

export type AuthCheck = z.infer<typeof authCheckSchema>;

export const authKey = ['auth', 'check'] as const;

/**
 * The last answer of a signed-in check, kept on the device so that the installed app opens its
 * scan screens offline (docs/product.md#scanner): without a network the gate shows the app as it
 * was, and the next check the network allows replaces it. Signing out (any signed-out answer)
 * forgets it. It holds what the shell shows (name, role, district), never the session itself.
 */
const REMEMBERED_KEY = 'portal.auth.last';

function remember(check: AuthCheck): void {
  try {
    if (check.isAuthenticated && check.user) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(check));
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // No storage (a private window): the app simply needs the network to open.
  }
}

/** Signing out: the device no longer opens the app offline. */
export function forgetAuthCheck(): void {
  remember({ isAuthenticated: false, demoAvailable: false, resetByMail: false });
}

function remembered(): AuthCheck | undefined {
  try {
    const text = localStorage.getItem(REMEMBERED_KEY);
    const check = text ? (JSON.parse(text) as AuthCheck) : undefined;
    return check?.isAuthenticated && check.user ? check : undefined;
  } catch {
    return undefined;
  }
}

export const fetchAuthCheck = () =>
  api(authCalls.check).then((check) => {
    remember(check);
    return check;
  });

/** Signed in, but of no district yet: the account waits for someone to give it access. */
const isWaiting = (check: AuthCheck | undefined) =>
  check?.user !== undefined && check.user.role !== 'provider_admin' && check.user.districtId === null;

/**
 * The authentication check: polled every second while signed out (the login gate), every few
 * seconds while the account waits for access (it enters once given a district), otherwise cached
 * for 5 minutes and refetched on window focus.
 */
export function useAuth() {
  const query = useQuery({
    queryKey: authKey,
    queryFn: fetchAuthCheck,
    refetchInterval: (q) =>
      !q.state.data?.isAuthenticated
        ? AUTH_CHECK_POLL_MS
        : isWaiting(q.state.data)
          ? AUTH_WAITING_POLL_MS
          : false,
    staleTime: (q) => (q.state.data?.isAuthenticated ? AUTH_CACHE_MS : 0),
    refetchOnWindowFocus: true,
    // Offline only: the remembered check, stale at once, so the check runs when the network returns.
    initialData: () => (navigator.onLine ? undefined : remembered()),
    initialDataUpdatedAt: 0,
  });
  const user = query.data?.isAuthenticated ? (query.data.user ?? null) : null;
  return { ...query, user, isAuthenticated: user !== null };
}

/** Stores the signed-in user returned by login, register, invite or a view switch. */
export function setAuthUser(queryClient: QueryClient, user: AuthUser): void {
  const check = queryClient.setQueryData<AuthCheck>(authKey, (old) => ({
    isAuthenticated: true,
    user,
    demoAvailable: old?.demoAvailable ?? false,
    resetByMail: old?.resetByMail ?? false,
  }));
  if (check) remember(check);
}

/** Drops every cached query except the authentication check (sign-out, identity change). */
export function removeDataQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKey[0] });
}
