import { type IntegrationSettings, SYNCING } from '@domain/integration-settings';
import { CONNECTOR_STATE_LABELS, type ConnectorState } from '@domain/integrations';
import { PlugZap, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { Tone } from '@/ui/tone';
import { useSyncNow } from './use-sync-now';
import { useTestConnection } from './use-test-connection';

export const STATE_TONE: Record<ConnectorState, Tone> = {
  connected: 'green',
  error: 'red',
  disabled: 'gray',
  never_synced: 'yellow',
};

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at)}
    </time>
  );
}

/** What really happened (state, last sync, last error and when), with Test connection and Sync now. */
export function ConnectionStatusCard({ settings }: { settings: IntegrationSettings }) {
  const test = useTestConnection(settings.name, settings.districtId);
  const sync = useSyncNow(settings.name, settings.districtId);
  const syncs = SYNCING.includes(settings.name);
  const { t } = useTranslation('integrations');
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-fg">{t('status.connection')}</h2>
            <Badge tone={STATE_TONE[settings.state]} dot>
              {CONNECTOR_STATE_LABELS[settings.state]}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted-fg">
            {settings.lastSync ? (
              <>
                {syncs ? t('status.lastSync') : t('status.brightgaugeLastRead')}{' '}
                <When at={settings.lastSync} />
              </>
            ) : syncs ? (
              t('status.neverSynced')
            ) : (
              t('status.brightgaugeNotRead')
            )}
          </p>
          {settings.state === 'error' && settings.lastError && settings.lastErrorAt && (
            <p className="mt-2 rounded-md border border-tone-red-border bg-tone-red-bg px-3 py-2 text-sm break-words text-tone-red-fg">
              {settings.lastError}{' '}
              <span className="text-xs">
                (<When at={settings.lastErrorAt} />)
              </span>
            </p>
          )}
        </div>
        {syncs && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              loading={test.isPending}
              disabled={!settings.credentialsSaved}
              onClick={() => test.mutate()}
            >
              <PlugZap aria-hidden /> {t('status.test')}
            </Button>
            <Button
              loading={sync.isPending}
              disabled={!settings.credentialsSaved || !settings.enabled}
              onClick={() => sync.mutate()}
            >
              <RefreshCw aria-hidden /> {t('status.syncNow')}
            </Button>
          </div>
        )}
      </div>
      {test.data && (
        <p
          role="status"
          className={`rounded-md border px-3 py-2 text-sm break-words ${
            test.data.ok
              ? 'border-tone-green-border bg-tone-green-bg text-tone-green-fg'
              : 'border-tone-red-border bg-tone-red-bg text-tone-red-fg'
          }`}
        >
          {test.data.ok ? t('status.works') : t('status.failed')}
          {test.data.message}
        </p>
      )}
    </Card>
  );
}
