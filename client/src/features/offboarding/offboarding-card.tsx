import {
  canCancelOffboarding,
  OFFBOARDING_MESSAGES,
  OFFBOARDING_STATUS_LABELS,
  type Offboarding,
  type OffboardingStatus,
  sizeInWords,
} from '@domain/offboarding';
import { Download, FileCheck2, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { formatDateTime, formatLongDate, formatNumber } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import type { Tone } from '@/ui/tone';
import { useDownloadArchive, useDownloadCertificate } from './offboarding-files';
import { StartOffboardingDialog } from './start-offboarding-dialog';
import { useOffboarding } from './use-offboarding';
import { useCancelOffboarding } from './use-offboarding-changes';

export const OFFBOARDING_TONES: Record<OffboardingStatus, Tone> = {
  archiving: 'blue',
  waiting: 'orange',
  deleting: 'red',
  deleted: 'gray',
  cancelled: 'neutral',
  failed: 'red',
};

/**
 * The Offboarding card of a district's page (docs/product.md#district-offboarding): Five Star's
 * alone; nothing shows to anybody else.
 */
export function OffboardingCard({ district }: { district: { id: string; name: string } }) {
  if (!useAccess('districts', 'admin').ok) return null;
  return <OffboardingBody district={district} />;
}

function OffboardingBody({ district }: { district: { id: string; name: string } }) {
  const { t } = useTranslation('offboarding');
  const query = useOffboarding(district.id);
  const [starting, setStarting] = useState(false);
  const o = query.data?.offboarding ?? null;
  const underWay = o && ['archiving', 'waiting', 'deleting', 'deleted'].includes(o.status);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {query.isPending ? (
          <Spinner size="sm" label={t('card.loading')} />
        ) : query.isError ? (
          <LoadError title={OFFBOARDING_MESSAGES.loadFailed} query={query} />
        ) : (
          <>
            {o && <OffboardingState district={district} o={o} />}
            {!underWay && (
              <Button variant="destructive" onClick={() => setStarting(true)}>
                <LogOut />
                {t('card.start')}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <StartOffboardingDialog district={district} open={starting} onOpenChange={setStarting} />
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-muted-fg">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

function OffboardingState({ district, o }: { district: { id: string; name: string }; o: Offboarding }) {
  const { t } = useTranslation('offboarding');
  const cancel = useCancelOffboarding(district.id);
  const archive = useDownloadArchive();
  const certificate = useDownloadCertificate();
  const progress = o.progress;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <StatusBadge status={o.status} labels={OFFBOARDING_STATUS_LABELS} tones={OFFBOARDING_TONES} />
        {(o.status === 'archiving' || o.status === 'deleting') && <Spinner size="sm" label={null} />}
      </div>
      <dl className="space-y-1.5">
        <Fact label={t('card.requested')}>
          {t('card.requestedBy', { at: formatDateTime(o.requestedAt), by: o.requestedBy })}
        </Fact>
        {o.archive.readyAt && (
          <Fact label={t('card.archive')}>
            {formatDateTime(o.archive.readyAt)}
            {o.archive.sizeBytes !== null && ` · ${sizeInWords(o.archive.sizeBytes)}`}
            <span className="mt-0.5 block font-mono text-xs text-muted-fg">
              {t('card.sha', { sha: o.archive.sha256 ?? '' })}
            </span>
          </Fact>
        )}
        {o.status === 'waiting' && o.deleteAt && (
          <Fact label={t('card.deletionStarts')}>{formatLongDate(o.deleteAt)}</Fact>
        )}
        {o.status === 'cancelled' && o.cancelledAt && (
          <Fact label={t('card.cancelled')}>
            {formatDateTime(o.cancelledAt)}
            {o.cancelledBy ? t('card.cancelledBy', { by: o.cancelledBy }) : ''}
          </Fact>
        )}
        {o.keyDestroyedAt && <Fact label={t('card.keyDestroyed')}>{formatDateTime(o.keyDestroyedAt)}</Fact>}
        {o.deletedAt && <Fact label={t('card.deleted')}>{formatDateTime(o.deletedAt)}</Fact>}
        {o.status === 'failed' && o.error && <Fact label={t('card.whyFailed')}>{o.error}</Fact>}
      </dl>
      {progress && (
        <div className="space-y-1">
          <progress
            className="h-2 w-full accent-danger"
            max={progress.tablesTotal}
            value={progress.tablesDone}
            aria-label={t('card.progressLabel')}
          />
          <p className="text-xs text-muted-fg">
            {t('card.progress', {
              done: formatNumber(progress.tablesDone),
              total: formatNumber(progress.tablesTotal),
              rows: formatNumber(progress.rowsDeleted),
            })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {o.archive.backupId && (
          <Button
            variant="secondary"
            loading={archive.isPending}
            onClick={() => archive.mutate(o.archive.backupId!)}
          >
            {!archive.isPending && <Download />}
            {t('card.downloadArchive')}
          </Button>
        )}
        {canCancelOffboarding(o.status) && (
          <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate({})}>
            {t('card.cancel')}
          </Button>
        )}
        {o.status === 'deleted' && (
          <Button
            variant="secondary"
            loading={certificate.isPending}
            onClick={() => certificate.mutate(o.districtId)}
          >
            {!certificate.isPending && <FileCheck2 />}
            {t('card.certificate')}
          </Button>
        )}
      </div>
    </div>
  );
}
