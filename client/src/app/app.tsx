import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { useGateText } from '@/lib/gate-text';
import { chosenLocale, setLocale } from '@/lib/locale';
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
  const t = useGateText('login');
  // Signed in, the client speaks the account's language (docs/product.md#spanish), unless one was
  // just chosen on the gate: the account takes that one (lib/use-account-locale.ts).
  const accountLocale = user?.locale;
  useEffect(() => {
    if (accountLocale && !chosenLocale()) setLocale(accountLocale);
  }, [accountLocale]);
  const loading = <LoadingState message={t('loading')} className="min-h-dvh" />;
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
