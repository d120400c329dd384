import { auditsApi } from '@domain/api/audits';
import { urlOf } from '@domain/api/endpoint';
import {
  AUDIT_FIX_LABELS,
  AUDIT_FIXES_FOR,
  AUDIT_ITEM_STATE_LABELS,
  AUDIT_ITEM_STATES,
  type AuditDetail,
  type AuditItem,
  type AuditItemState,
  type AuditReportFormat,
  compareAuditItems,
} from '@domain/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAccess } from '@/features/auth';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import type { Tone } from '@/ui/tone';
import { ScanBox, type ScanBoxHandle } from './scan-box';
import { QueueStatus, ScanOutcome } from './scan-log';
import { ScanPageGate } from './scan-page-gate';
import { scannerKeys } from './scanner-keys';
import { useAudit, useCloseAudit, useFixAuditItem } from './use-audits';
import { useScanSession } from './use-scan-session';

const STATE_TONES: Record<AuditItemState, Tone> = {
  found: 'green',
  missing: 'red',
  unexpected: 'orange',
  wrong_location: 'yellow',
};
const FIXED_LABELS = {
  move: 'detail.fixed.move',
  mark_lost: 'detail.fixed.markLost',
  recovery_ticket: 'detail.fixed.recoveryTicket',
} as const;

/** /inventory/audits/:id — one audit: scan, the variance report, fixes, close, report. */
export function AuditDetailPage() {
  const { t } = useTranslation('scanner');
  const { id = '' } = useParams();
  return (
    <ScanPageGate what={t('audits.what')} permission="read">
      {(districtId) => <AuditView key={id} districtId={districtId} id={id} />}
    </ScanPageGate>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('scanner');
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted-fg hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> {t('detail.back')}
    </Link>
  );
}

const back = <BackLink to={`/inventory/audits${window.location.search}`} />;

function AuditView({ districtId, id }: { districtId: string; id: string }) {
  const { t } = useTranslation('scanner');
  const audit = useAudit(districtId, id);
  if (audit.isError)
    return (
      <>
        <PageHeader eyebrow={back} title={t('detail.title')} />
        <LoadError title={t('detail.loadFailed')} query={audit} />
      </>
    );
  if (!audit.data) return <LoadingState message={t('detail.loading')} />;
  return <AuditBody districtId={districtId} audit={audit.data} />;
}

function AuditBody({ districtId, audit }: { districtId: string; audit: AuditDetail }) {
  const { t } = useTranslation('scanner');
  const canWrite = useAccess('assets', 'write').ok;
  const open = audit.state === 'open';
  const [closing, setClosing] = useState(false);
  const close = useCloseAudit(districtId, audit.id);
  const report = useMutation({
    mutationFn: async (format: AuditReportFormat) => {
      const { blob, headers } = await downloadFile(
        urlOf(auditsApi.report, { params: { id: audit.id }, query: { districtId, format } }),
      );
      const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
      saveFile(blob, name ?? `audit-${audit.id}.${format}`, blob.type);
    },
    onError: (err) => failureToast(t('detail.reportFailed'), err),
  });

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={audit.name}
        description={[
          audit.room ? `${audit.siteName} · ${audit.room}` : audit.siteName,
          open
            ? t('detail.started', { date: formatDateTime(audit.createdAt) })
            : t('detail.closed', { date: formatDateTime(audit.closedAt ?? '') }),
        ].join(' · ')}
        actions={
          <>
            <Badge tone={open ? 'green' : 'gray'} dot>
              {open ? t('state.open') : t('state.closed')}
            </Badge>
            <Button variant="secondary" onClick={() => report.mutate('csv')} disabled={report.isPending}>
              <Download aria-hidden /> {t('detail.csv')}
            </Button>
            <Button variant="secondary" onClick={() => report.mutate('pdf')} disabled={report.isPending}>
              <Download aria-hidden /> {t('detail.pdf')}
            </Button>
            {open && canWrite && <Button onClick={() => setClosing(true)}>{t('detail.close.button')}</Button>}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <Counts audit={audit} />
        {open && canWrite && <AuditScanner districtId={districtId} audit={audit} />}
        <VarianceReport districtId={districtId} audit={audit} canFix={open && canWrite} />
      </div>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('detail.close.title')}
        description={t('detail.close.description', {
          missing: audit.missing,
          unexpected: audit.unexpected,
          wrong: audit.wrongLocation,
        })}
        confirmLabel={t('detail.close.button')}
        loading={close.isPending}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setClosing(false) })}
      />
    </>
  );
}

function Counts({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('scanner');
  const cells: [string, number, Tone][] = [
    [t('detail.counts.expected'), audit.expected, 'neutral'],
    [t('detail.counts.found'), audit.found, 'green'],
    [t('detail.counts.missing'), audit.missing, 'red'],
    [t('detail.counts.unexpected'), audit.unexpected, 'orange'],
    [t('detail.counts.wrongLocation'), audit.wrongLocation, 'yellow'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t('detail.counts.label')}>
      {cells.map(([label, value]) => (
        <Card key={label} className="px-4 py-3">
          <dt className="text-[13px] text-muted-fg">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function AuditScanner({ districtId, audit }: { districtId: string; audit: AuditDetail }) {
  const { t } = useTranslation('scanner');
  const queryClient = useQueryClient();
  const box = useRef<ScanBoxHandle>(null);
  const { entries, scan } = useScanSession(() => {
    void queryClient.invalidateQueries({ queryKey: scannerKeys.audit(districtId, audit.id) });
  });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5">
          <ScanBox
            ref={box}
            id="audit-scan"
            label={t('detail.scan.label')}
            hint={t('detail.scan.hint')}
            onCode={(code) =>
              void scan({ districtId, mode: 'audit', code, auditId: audit.id, siteId: audit.siteId })
            }
          />
          <ScanOutcome entry={entries[0]} idle={t('detail.scan.idle')} />
        </CardContent>
      </Card>
      <QueueStatus />
    </div>
  );
}

type Filter = 'all' | AuditItemState;

function VarianceReport({
  districtId,
  audit,
  canFix,
}: {
  districtId: string;
  audit: AuditDetail;
  canFix: boolean;
}) {
  const { t } = useTranslation('scanner');
  const [filter, setFilter] = useState<Filter>('all');
  const fix = useFixAuditItem(districtId, audit.id);
  const items = useMemo(() => [...audit.items].sort(compareAuditItems), [audit.items]);
  const counts = Object.fromEntries(
    AUDIT_ITEM_STATES.map((s) => [s, items.filter((i) => i.state === s).length]),
  ) as Record<AuditItemState, number>;
  const shown = filter === 'all' ? items : items.filter((i) => i.state === filter);
  const filters: [Filter, string, number][] = [
    ['all', t('detail.variance.all'), items.length],
    ...AUDIT_ITEM_STATES.map((s): [Filter, string, number] => [s, AUDIT_ITEM_STATE_LABELS[s], counts[s]]),
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.variance.title')}</CardTitle>
        <fieldset className="mt-2 flex flex-wrap gap-2">
          <legend className="sr-only">{t('detail.variance.show')}</legend>
          {filters.map(([value, label, count]) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'primary' : 'secondary'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label} ({count})
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-fg">
            {items.length === 0 ? t('detail.variance.noAssets') : t('detail.variance.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('detail.variance.items')}>
            {shown.map((item) => (
              <ItemRow
                key={item.assetId}
                item={item}
                canFix={canFix}
                busy={fix.isPending && fix.variables?.assetId === item.assetId}
                onFix={(action) => fix.mutate({ assetId: item.assetId, action })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ItemRow({
  item,
  canFix,
  busy,
  onFix,
}: {
  item: AuditItem;
  canFix: boolean;
  busy: boolean;
  onFix: (action: (typeof AUDIT_FIXES_FOR)[AuditItemState][number]) => void;
}) {
  const { t } = useTranslation('scanner');
  const fixes = item.fix ? [] : AUDIT_FIXES_FOR[item.state];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium break-all">{item.assetTag}</span>
          <Badge tone={STATE_TONES[item.state]} dot>
            {AUDIT_ITEM_STATE_LABELS[item.state]}
          </Badge>
          {item.fix && (
            <Badge tone="blue">
              {t(FIXED_LABELS[item.fix])}
              {item.ticketNumber !== null ? ` #${item.ticketNumber}` : ''}
            </Badge>
          )}
        </div>
        <p className="text-[13px] break-words text-muted-fg">
          {[item.name, item.model, item.location || null, item.siteName].filter(Boolean).join(' · ')}
        </p>
        {item.scannedAt && (
          <p className="text-xs text-subtle-fg">{t('scanned', { time: formatDateTime(item.scannedAt) })}</p>
        )}
      </div>
      {canFix && fixes.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {fixes.map((action) => (
            <Button
              key={action}
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onFix(action)}
              aria-label={`${AUDIT_FIX_LABELS[action]}: ${item.assetTag}`}
            >
              {AUDIT_FIX_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
