import { HISTORY_RANGES, type HistoryRange, type Incident, type Monitor } from '@domain/monitors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { IncidentList } from './incident-list';
import { MonitorStateBadge, targetText } from './monitor-badges';
import { RANGE_HOURS, RANGE_SEGMENTS, stateStrip, stripSummary, uptimeText } from './monitor-display';
import { StateStrip } from './state-strip';
import { useMonitorHistory } from './use-monitor-history';

interface MonitorHistoryDialogProps {
  districtId: string;
  monitor: Monitor | null;
  /** The district's incidents (open and recent): this monitor's are listed. */
  incidents: readonly Incident[];
  onClose: () => void;
}

/** A monitor's history: uptime over 24 h, 7 or 30 days, a strip of its states, its incidents. */
export function MonitorHistoryDialog({ districtId, monitor, incidents, onClose }: MonitorHistoryDialogProps) {
  return (
    <Dialog open={monitor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        {monitor && (
          <HistoryBody
            districtId={districtId}
            monitor={monitor}
            incidents={incidents.filter((i) => i.monitorId === monitor.id)}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({
  districtId,
  monitor,
  incidents,
  onClose,
}: {
  districtId: string;
  monitor: Monitor;
  incidents: Incident[];
  onClose: () => void;
}) {
  const [range, setRange] = useState<HistoryRange>('24h');
  const { t } = useTranslation('monitors');
  return (
    <>
      <DialogHeader title={t('history.title', { name: monitor.name })} description={targetText(monitor)} />
      <DialogBody className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex items-center justify-between gap-3 sm:justify-start">
            <dt className="text-muted-fg">{t('history.now')}</dt>
            <dd>
              <MonitorStateBadge state={monitor.state} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 sm:justify-start">
            <dt className="text-muted-fg">{t('history.lastCheck')}</dt>
            <dd className="text-right sm:text-left">
              {monitor.lastCheckedAt ? formatDateTime(monitor.lastCheckedAt) : t('history.notYet')}
              {monitor.lastMs !== null && ` · ${monitor.lastMs.toLocaleString('en-US')} ms`}
            </dd>
          </div>
          {monitor.certExpiresAt && (
            <div className="flex items-center justify-between gap-3 sm:justify-start">
              <dt className="text-muted-fg">{t('history.certificate')}</dt>
              <dd>{formatDate(monitor.certExpiresAt)}</dd>
            </div>
          )}
          {monitor.lastMessage && (
            <div className="flex flex-col gap-0.5 sm:col-span-2">
              <dt className="text-muted-fg">{t('history.lastResult')}</dt>
              <dd className="break-words text-fg">{monitor.lastMessage}</dd>
            </div>
          )}
        </dl>
        <Tabs value={range} onValueChange={(v) => setRange(v as HistoryRange)}>
          <TabsList aria-label={t('history.range')} className="w-full sm:w-auto">
            {HISTORY_RANGES.map((r) => (
              <TabsTrigger key={r} value={r}>
                {t(`history.ranges.${r}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {HISTORY_RANGES.map((r) => (
            <TabsContent key={r} value={r}>
              {r === range && <RangeHistory districtId={districtId} monitor={monitor} range={r} />}
            </TabsContent>
          ))}
        </Tabs>
        <section aria-labelledby="monitor-incidents" className="flex flex-col gap-2">
          <h3 id="monitor-incidents" className="text-sm font-medium text-fg">
            {t('history.incidents')}
          </h3>
          {incidents.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('history.noIncidents')}</p>
          ) : (
            <IncidentList incidents={incidents} showMonitor={false} />
          )}
        </section>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('history.close')}
        </Button>
      </DialogFooter>
    </>
  );
}

function RangeHistory({
  districtId,
  monitor,
  range,
}: {
  districtId: string;
  monitor: Monitor;
  range: HistoryRange;
}) {
  const history = useMonitorHistory(districtId, monitor.id, range);
  const { t } = useTranslation('monitors');
  if (history.isPending) return <LoadingState message={t('history.loading')} />;
  if (history.isError) return <LoadError bare title={t('history.failed')} query={history} />;
  const end = new Date();
  const start = new Date(end.getTime() - RANGE_HOURS[range] * 3_600_000);
  const segments = stateStrip(history.data.points, start, end, RANGE_SEGMENTS[range]);
  const summary = stripSummary(segments, {
    one: t(`history.units.${range}.one`),
    many: t(`history.units.${range}.many`),
  });
  const slow = history.data.points.filter((p) => p.ms !== null).map((p) => p.ms!);
  const average = slow.length ? Math.round(slow.reduce((a, b) => a + b, 0) / slow.length) : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <p className="text-sm text-muted-fg">
          {t('history.uptime')}{' '}
          <span className="text-2xl font-semibold text-fg tabular-nums">
            {uptimeText(history.data.uptime)}
          </span>
        </p>
        <p className="text-sm text-muted-fg">
          {t('history.checks', {
            count: history.data.points.length,
            shown: history.data.points.length.toLocaleString('en-US'),
          })}
          {average !== null && ` · ${t('history.average', { average: average.toLocaleString('en-US') })}`}
        </p>
      </div>
      <StateStrip
        segments={segments}
        label={t('history.strip', { range: t(`history.ranges.${range}`), summary })}
      />
      <div className="flex justify-between text-xs text-muted-fg">
        <span>{formatDateTime(start)}</span>
        <span>{t('history.now')}</span>
      </div>
      <p className="text-xs text-muted-fg">{summary}</p>
    </div>
  );
}
