import type { AuthUser } from '@domain/auth';
import { Hourglass, LogOut } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/use-logout';
import { BrandMark } from '@/ui/brand-mark';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ScreenTitle } from '@/ui/screen-title';

/** A signed-in account that belongs to no district yet (self-registered users). */
export function WaitingForAccessPage({ user }: { user: AuthUser }) {
  const logout = useLogout();
  const { t } = useTranslation('shell');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-xl border border-tone-yellow-border bg-tone-yellow-bg text-tone-yellow-fg">
          <Hourglass aria-hidden className="size-5" />
        </span>
        <ScreenTitle className="text-lg font-semibold tracking-tight text-fg">
          {t('waiting.title')}
        </ScreenTitle>
        <p className="mt-2 text-sm text-muted-fg">
          <Trans
            t={t}
            i18nKey="waiting.welcome"
            values={{ name: user.name || user.email }}
            components={{ name: <span className="font-medium text-fg" /> }}
          />
        </p>
        <p className="mt-3 text-sm text-muted-fg">{t('waiting.text')}</p>
        <p className="mt-4 text-xs text-subtle-fg">{t('waiting.signedInAs', { email: user.email })}</p>
        <Button
          variant="secondary"
          className="mt-6 w-full"
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {!logout.isPending && <LogOut />}
          {t('signOut')}
        </Button>
      </Card>
    </main>
  );
}
