import type { AuthUser } from '@domain/auth';
import { useAuth } from './use-auth';

/** The signed-in user, for components rendered inside the app shell (which only renders when there is one). */
export function useCurrentUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser used outside the signed-in app shell');
  return user;
}
