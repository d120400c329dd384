import type { AccountSession } from '@domain/account';
import { Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useLocale } from '@/lib/locale';
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
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('sessions.title')}</CardTitle>
          <CardDescription>{t('sessions.description')}</CardDescription>
        </CardHeader>
        {sessions.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <LoadError bare title={t('sessions.failed')} query={sessions} />
        ) : (
          <>
            <ul aria-labelledby={headingId} className="divide-y divide-border border-t border-border">
              {[...sessions.data].sort(byUse).map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-[13px] text-muted-fg">
                {others === 0 ? t('sessions.noOthers') : t('sessions.others', { count: others })}
              </p>
              <Button
                variant="secondary"
                disabled={others === 0}
                loading={signOutOthers.isPending}
                onClick={() => setConfirming(true)}
              >
                {t('sessions.signOutOthers')}
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmText')}
        confirmLabel={t('sessions.signOutOthers')}
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
  const { t } = useTranslation('account');
  const locale = useLocale();
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
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          {session.address ?? t('sessions.addressUnknown')}
          {' · '}
          {session.current ? (
            t('sessions.inUse')
          ) : (
            <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt, locale)}>
              {t('sessions.lastUsed', { when: formatRelative(session.lastSeenAt, undefined, locale) })}
            </time>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={end.isPending}
          aria-label={
            session.address
              ? t('sessions.signOutDeviceAt', { device: session.device, address: session.address })
              : t('sessions.signOutDevice', { device: session.device })
          }
          onClick={() => end.mutate(session.id)}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
