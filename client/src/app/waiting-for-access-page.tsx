import type { AuthUser } from '@domain/auth';
import { Hourglass, LogOut } from 'lucide-react';
import { useLogout } from '@/features/auth/use-logout';
import { BrandMark } from '@/ui/brand-mark';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** A signed-in account that belongs to no district yet (self-registered users). */
export function WaitingForAccessPage({ user }: { user: AuthUser }) {
  const logout = useLogout();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-xl border border-tone-yellow-border bg-tone-yellow-bg text-tone-yellow-fg">
          <Hourglass aria-hidden className="size-5" />
        </span>
        <h1 className="text-lg font-semibold tracking-tight text-fg">Waiting for access</h1>
        <p className="mt-2 text-sm text-muted-fg">
          Welcome, <span className="font-medium text-fg">{user.name || user.email}</span>. Your account is
          ready, but it is not part of a district yet.
        </p>
        <p className="mt-3 text-sm text-muted-fg">
          Your district’s administrator (or Five Star) gives you access from the District profile. This page
          opens the portal by itself as soon as they have.
        </p>
        <p className="mt-4 text-xs text-subtle-fg">Signed in as {user.email}</p>
        <Button
          variant="secondary"
          className="mt-6 w-full"
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {!logout.isPending && <LogOut />}
          Sign out
        </Button>
      </Card>
    </main>
  );
}
