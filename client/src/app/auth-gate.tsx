import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { syncViewMarker } from '@/features/auth/view-marker';
import { LoadingState } from '@/ui/spinner';
import { LoginGate } from './login/login-gate';
import { PageFallback } from './page-fallback';
import { WaitingForAccessPage } from './waiting-for-access-page';

// The shell (sidebar, live updates, badges) loads after sign-in: the login gate stays light.
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));

/**
 * Decides what a visitor sees: the login gate while not signed in (spec 2.2), a waiting page for
 * an account without a district, otherwise the app shell with the routed page.
 */
export function AuthGate() {
  const { user, isPending } = useAuth();

  // The server decides the view; a stale local marker is rewritten (spec 4).
  useEffect(() => {
    if (user) syncViewMarker(user);
  }, [user]);

  if (isPending) return <LoadingState message="Loading…" className="min-h-dvh" />;
  if (!user) return <LoginGate />;
  if (user.role !== 'provider_admin' && user.districtId === null) return <WaitingForAccessPage user={user} />;
  return (
    <Suspense fallback={<LoadingState message="Loading…" className="min-h-dvh" />}>
      <AppShell user={user}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
