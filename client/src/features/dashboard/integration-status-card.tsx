import { CONNECTOR_STATE_LABELS, type ConnectorState, isSyncStale } from '@domain/integrations';
import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { useIntegrationsStatus } from './use-integrations-status';

const TONE: Record<ConnectorState, 'green' | 'yellow' | 'red' | 'gray'> = {
  connected: 'green',
  never_synced: 'yellow',
  error: 'red',
  disabled: 'gray',
};

/** Integration status: name, last sync time and what really happened (see docs/product.md#integrations). */
export function IntegrationStatusCard() {
  const status = useIntegrationsStatus();
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.title')}</CardTitle>
        <CardDescription>{t('integrations.description')}</CardDescription>
      </CardHeader>
      {status.isPending ? (
        <div className="flex flex-col gap-3 px-5 pb-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : status.isError || status.data.length === 0 ? (
        <EmptyState
          icon={Plug}
          className="py-8"
          title={status.isError ? t('integrations.failed') : t('integrations.empty')}
        />
      ) : (
        <ul className="divide-y divide-border border-t border-border">
          {status.data.map((i) => (
            <li key={i.slug} className="flex items-center gap-3 px-5 py-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-xs font-semibold text-muted-fg">
                {i.name.slice(0, 2).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-fg">{i.name}</p>
                <p className="break-words text-xs text-subtle-fg">
                  {i.lastSync ? (
                    <>
                      {t('integrations.lastSync')}{' '}
                      <time dateTime={i.lastSync} title={formatDateTime(i.lastSync)}>
                        {formatRelative(i.lastSync)}
                      </time>
                      {isSyncStale(i) ? ` · ${t('integrations.delayed')}` : ''}
                    </>
                  ) : (
                    t('integrations.neverSynced')
                  )}
                </p>
              </div>
              <Badge tone={TONE[i.state]} dot>
                {CONNECTOR_STATE_LABELS[i.state]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
