import type { Incident } from '@domain/monitors';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { IncidentList } from './incident-list';

/** How many resolved incidents the card lists. */
const RECENT = 10;

/** Open incidents, then the recently resolved ones, each with its ticket. */
export function IncidentsCard({
  open,
  resolved,
}: {
  open: readonly Incident[];
  resolved: {
    data?: readonly Incident[];
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
}) {
  const recent = (resolved.data ?? []).slice(0, RECENT);
  const { t } = useTranslation('monitors');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('incidents.title')}</CardTitle>
        <CardDescription>{t('incidents.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section aria-labelledby="open-incidents" className="flex flex-col gap-2">
          <h3 id="open-incidents" className="text-sm font-medium text-fg">
            {t('incidents.open', { n: open.length })}
          </h3>
          {open.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('incidents.noneOpen')}</p>
          ) : (
            <IncidentList incidents={open} label={t('incidents.openList')} />
          )}
        </section>
        <section aria-labelledby="recent-incidents" className="flex flex-col gap-2">
          <h3 id="recent-incidents" className="text-sm font-medium text-fg">
            {t('incidents.recent')}
          </h3>
          {resolved.isError ? (
            <LoadError bare title={t('incidents.recentFailed')} query={resolved} />
          ) : resolved.isPending ? (
            <p className="text-sm text-muted-fg">{t('incidents.loading')}</p>
          ) : recent.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('incidents.noneRecent')}</p>
          ) : (
            <IncidentList incidents={recent} label={t('incidents.recentList')} />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
