import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { syncViewMarker } from '@/features/auth/view-marker';
import { LoadingState } from '@/ui/spinner';
import { LoginGate } from './login/login-gate';
import { PageFallback } from './page-fallback';

// The shell (sidebar, live updates, badges) loads after sign-in: the login gate stays light.
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
const WaitingForAccessPage = lazy(() =>
  import('./waiting-for-access-page').then((m) => ({ default: m.WaitingForAccessPage })),
);

/**
 * Decides what a visitor sees: the login gate while not signed in (docs/product.md#sign-in), a waiting page for
 * an account without a district, otherwise the app shell with the routed page.
 */
export function AuthGate() {
  const { user, isPending } = useAuth();
  const { t } = useTranslation('shell');

  // The server decides the district view; a stale local marker is rewritten.
  useEffect(() => {
    if (user) syncViewMarker(user);
  }, [user]);

  const loading = <LoadingState message={t('loading')} className="min-h-dvh" />;
  if (isPending) return loading;
  if (!user) return <LoginGate />;
  return (
    <Suspense fallback={loading}>
      {user.role !== 'provider_admin' && user.districtId === null ? (
        <WaitingForAccessPage user={user} />
      ) : (
        <AppShell user={user}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </AppShell>
      )}
    </Suspense>
  );
}
