import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { LoadingState } from '@/ui/spinner';
import { LoginGate } from './login/login-gate';
import { Providers } from './providers';

// The router, the shell and every page load after sign-in (or for a link that works signed out):
// the login gate's chunk carries only what signing in needs.
const RoutedApp = lazy(() => import('./routed-app').then((m) => ({ default: m.RoutedApp })));

/** Pages a signed-out visitor opens from an email: an invitation, a password reset, a satisfaction survey. */
const SIGNED_OUT_PAGES = /^\/(invite|reset-password|csat)\//;

export function App() {
  return (
    <Providers>
      <Entry />
    </Providers>
  );
}

/** The login gate while not signed in (docs/product.md#sign-in), else the routed app. */
function Entry() {
  const { user, isPending } = useAuth();
  const loading = <LoadingState message="Loading…" className="min-h-dvh" />;
  if (!SIGNED_OUT_PAGES.test(window.location.pathname)) {
    if (isPending) return loading;
    if (!user) return <LoginGate />;
  }
  return (
    <Suspense fallback={loading}>
      <RoutedApp />
    </Suspense>
  );
}
