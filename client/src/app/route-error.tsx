import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ScreenTitle } from '@/ui/screen-title';

/** Shown when a page fails to load or render (for example after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
        <ScreenTitle className="text-lg font-semibold text-fg">{t('routeError.title')}</ScreenTitle>
        <p className="mt-2 text-sm text-muted-fg">{t('routeError.text')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw />
          {t('routeError.reload')}
        </Button>
      </Card>
    </div>
  );
}
