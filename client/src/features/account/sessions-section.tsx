import type { AccountSession } from '@domain/account';
import { Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime, formatRelative } from '@/lib/format';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useEndSession } from './use-end-session';
import { useSessions } from './use-sessions';
import { useSignOutOthers } from './use-sign-out-others';

/** This device first, then the most recently used. */
const byUse = (a: AccountSession, b: AccountSession) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

/**
 * The browsers signed in to the account (device, address, last use), this one marked; sign out
 * one, or every one but this (see docs/product.md#account).
 */
export function SessionsSection() {
  const headingId = useId();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>Where you're signed in</CardTitle>
          <CardDescription>Sign out a browser you don't recognise or no longer use.</CardDescription>
        </CardHeader>
        {sessions.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <LoadError bare title="Your sessions could not be loaded." query={sessions} />
        ) : (
          <>
            <ul aria-labelledby={headingId} className="divide-y divide-border border-t border-border">
              {[...sessions.data].sort(byUse).map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-[13px] text-muted-fg">
                {others === 0
                  ? 'No other browser is signed in.'
                  : others === 1
                    ? '1 other browser is signed in.'
                    : `${others} other browsers are signed in.`}
              </p>
              <Button
                variant="secondary"
                disabled={others === 0}
                loading={signOutOthers.isPending}
                onClick={() => setConfirming(true)}
              >
                Sign out everywhere else
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description="Every other browser signed in to your account is signed out. This one stays signed in."
        confirmLabel="Sign out everywhere else"
        destructive
        loading={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}

const PHONE = /iOS|Android/;

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 px-5 py-3.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-subtle-fg">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-fg">
          {session.device}
          {session.current && (
            <Badge tone="green" dot>
              This device
            </Badge>
          )}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          {session.address ?? 'Address unknown'}
          {' · '}
          {session.current ? (
            'in use now'
          ) : (
            <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
              last used {formatRelative(session.lastSeenAt)}
            </time>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={end.isPending}
          aria-label={`Sign out ${session.device}${session.address ? ` at ${session.address}` : ''}`}
          onClick={() => end.mutate(session.id)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
