import { codeToTag, type ScanMode, type ScanResult } from '@domain/scans';
import {
  AlertTriangle,
  CheckCircle2,
  CircleHelp,
  Clock,
  CloudOff,
  MapPinOff,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { TONE_SOFT, type Tone } from '@/ui/tone';
import { type ScannerState, scanService, useScannerState } from './scan-service';
import { useRecentScans } from './use-recent-scans';
import type { EntryStatus, SessionEntry } from './use-scan-session';

/** A scanned code as people read it: the tag of a label's QR link, else the code itself. */
export const displayCode = (code: string) => codeToTag(code, window.location.origin);

/** The catalogue keys of the statuses' names. */
export const STATUS_LABELS = {
  sending: 'status.sending',
  waiting: 'status.waiting',
  ok: 'status.ok',
  already: 'status.already',
  unknown: 'status.unknown',
  wrong_site: 'status.wrongSite',
  conflict: 'status.conflict',
  refused: 'status.refused',
} as const satisfies Record<EntryStatus, string>;
export const STATUS_TONES: Record<EntryStatus, Tone> = {
  sending: 'gray',
  waiting: 'gray',
  ok: 'green',
  already: 'blue',
  unknown: 'red',
  wrong_site: 'orange',
  conflict: 'purple',
  refused: 'red',
};
const STATUS_ICONS: Record<EntryStatus, typeof CheckCircle2> = {
  sending: Clock,
  waiting: CloudOff,
  ok: CheckCircle2,
  already: RotateCcw,
  unknown: CircleHelp,
  wrong_site: MapPinOff,
  conflict: AlertTriangle,
  refused: XCircle,
};

/** The latest scan's outcome, large, in words as well as colour; read out by screen readers. */
export function ScanOutcome({ entry, idle }: { entry: SessionEntry | undefined; idle: string }) {
  const { t } = useTranslation('scanner');
  const Icon = entry ? STATUS_ICONS[entry.status] : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-lg border px-4 py-3',
        entry ? TONE_SOFT[STATUS_TONES[entry.status]] : 'border-dashed border-border text-muted-fg',
      )}
    >
      {Icon && <Icon aria-hidden className="size-6 shrink-0" />}
      <div className="min-w-0">
        {entry ? (
          <>
            <p className="font-semibold">
              {t(STATUS_LABELS[entry.status])}
              <span className="sr-only">:</span>
            </p>
            <p className="text-sm break-words">{entry.message}</p>
          </>
        ) : (
          <p className="text-sm">{idle}</p>
        )}
      </div>
    </div>
  );
}

/** One row of a scan list: the tag (or code), what happened, when and by whom. */
function ScanRow({
  status,
  title,
  message,
  detail,
  at,
}: {
  status: EntryStatus;
  title: string;
  message: string;
  detail?: ReactNode;
  at: string;
}) {
  const { t } = useTranslation('scanner');
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="font-mono text-sm font-medium break-all text-fg">{title}</p>
        <p className="text-[13px] break-words text-muted-fg">{message}</p>
        {detail && <p className="text-xs text-subtle-fg">{detail}</p>}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={STATUS_TONES[status]} dot>
          {t(STATUS_LABELS[status])}
        </Badge>
        <span className="text-xs text-subtle-fg">{formatTime(at)}</span>
      </div>
    </li>
  );
}

/** This screen's scans, newest first. */
export function SessionList({ entries, title }: { entries: SessionEntry[]; title?: string }) {
  const { t } = useTranslation('scanner');
  const heading = title ?? t('log.session.title');
  const done = entries.filter((e) => e.status === 'ok').length;
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between">
        <CardTitle>{heading}</CardTitle>
        <span className="text-[13px] text-muted-fg">
          {entries.length === 0
            ? t('log.session.none')
            : t('log.session.count', { done, total: entries.length })}
        </span>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('log.session.empty')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={heading}>
            {entries.map((e) => (
              <ScanRow
                key={e.scanKey}
                status={e.status}
                title={e.asset?.assetTag ?? displayCode(e.code)}
                message={e.message}
                detail={[e.asset?.name, e.detail].filter(Boolean).join(' · ') || undefined}
                at={e.scannedAt}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Everybody else's scans at the same place (the live `scan_recorded` events refresh it). */
export function OthersList({
  title,
  empty,
  districtId,
  mode,
  siteId,
  mine,
}: {
  title: string;
  empty: string;
  districtId: string;
  mode: ScanMode;
  /** The site scanned at; the whole district when none. */
  siteId?: string;
  /** This session's scans, shown in its own list (left out here). */
  mine: SessionEntry[];
}) {
  const { t } = useTranslation('scanner');
  const recent = useRecentScans(districtId, { mode, siteId });
  const own = new Set(mine.map((e) => e.scanKey));
  const scans = (recent.data ?? []).filter((s) => !own.has(s.scanKey));
  const paused = recent.fetchStatus === 'paused';
  const loading = recent.isPending && !paused;
  // Offline a read fails or waits: either way the list waits for the network.
  const { online } = useScannerState();
  const waiting = paused || !online;
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between">
        <CardTitle>{title}</CardTitle>
        <span className="text-[13px] text-muted-fg" aria-live="polite">
          {loading
            ? t('log.others.loading')
            : waiting
              ? t('log.others.offline')
              : t('log.others.count', { count: scans.length })}
        </span>
      </CardHeader>
      <CardContent>
        {scans.length === 0 ? (
          <p className="text-sm text-muted-fg">
            {loading ? t('log.others.loading') : waiting ? t('log.others.waiting') : empty}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={title}>
            {scans.map((s) => (
              <ScanRow
                key={s.id}
                status={s.result as ScanResult}
                title={s.assetTag ?? displayCode(s.code)}
                message={s.message}
                detail={t('log.others.by', { name: s.userName })}
                at={s.scannedAt}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Online or not, how many scans wait on this device, and the problems to look at. */
export function QueueStatus() {
  const state = useScannerState();
  return (
    <div className="flex flex-col gap-3">
      <QueueLine state={state} />
      {state.problems.length > 0 && <ProblemList state={state} />}
    </div>
  );
}

function QueueLine({ state }: { state: ScannerState }) {
  const { t } = useTranslation('scanner');
  const waiting = state.pending;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm',
        state.online ? TONE_SOFT.neutral : TONE_SOFT.yellow,
      )}
    >
      {state.online ? <Clock aria-hidden className="size-4" /> : <CloudOff aria-hidden className="size-4" />}
      <span className="font-medium">{state.online ? t('log.queue.online') : t('log.queue.offline')}</span>
      <span aria-live="polite" data-testid="scan-queue-length">
        {waiting === 0 ? t('log.queue.none') : t('log.queue.waiting', { count: waiting })}
      </span>
      {waiting > 0 && state.online && (
        <Button
          size="sm"
          variant="secondary"
          className="ml-auto"
          onClick={() => void scanService().retryNow()}
        >
          {t('log.queue.send')}
        </Button>
      )}
    </div>
  );
}

function ProblemList({ state }: { state: ScannerState }) {
  const { t } = useTranslation('scanner');
  return (
    <Card className="border-tone-purple-border">
      <CardHeader>
        <CardTitle>{t('log.problems.title', { count: state.problems.length })}</CardTitle>
        <p className="text-[13px] text-muted-fg">{t('log.problems.description')}</p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label={t('log.problems.label')}>
          {state.problems.map((p) => (
            <li key={p.scanKey} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-mono text-sm font-medium break-all">
                  {p.answer?.asset?.assetTag ?? p.body.code}
                </p>
                <p className="text-[13px] break-words text-muted-fg">{p.message}</p>
                <p className="text-xs text-subtle-fg">
                  {t('scanned', { time: formatTime(p.body.scannedAt) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void scanService().dismiss(p.scanKey)}
                aria-label={t('log.problems.dismissLabel', {
                  tag: p.answer?.asset?.assetTag ?? displayCode(p.body.code),
                })}
              >
                {t('log.problems.dismiss')}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
