import { MONITOR_MESSAGES, type Monitor } from '@domain/monitors';
import { Activity, CircleCheck, OctagonAlert, Plus, Siren } from 'lucide-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { StatCard } from '@/ui/stat-card';
import { IncidentsCard } from './incidents-card';
import { MonitorFormDialog } from './monitor-form-dialog';
import { MonitorHistoryDialog } from './monitor-history-dialog';
import { MonitorList } from './monitor-list';
import { MonitorSuggestions } from './monitor-suggestions';
import { useCheckMonitor } from './use-check-monitor';
import { useDeleteMonitor } from './use-delete-monitor';
import { useDistrictStatus } from './use-district-status';
import { useIncidents } from './use-incidents';
import { usePauseMonitor } from './use-pause-monitor';

type Editing = { mode: 'add' } | { mode: 'edit'; monitor: Monitor } | null;

/** One district's System Status: health, its monitors, their incidents. */
export function DistrictStatusView({
  districtId,
  districtName,
  headerActions,
}: {
  districtId: string;
  districtName: string | null;
  /** More actions beside Add monitor (Five Star's way back to every district). */
  headerActions?: ReactNode;
}) {
  const canWrite = useAccess('monitors', 'admin').ok;
  const { t } = useTranslation('monitors');
  const status = useDistrictStatus(districtId);
  const resolved = useIncidents(districtId, 'resolved');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Monitor | null>(null);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [pausing, setPausing] = useState<Monitor | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const check = useCheckMonitor(districtId);
  const pause = usePauseMonitor(districtId);
  const remove = useDeleteMonitor(districtId);

  const monitors = status.data?.monitors ?? [];
  const open = status.data?.openIncidents ?? [];
  const counted = monitors.filter((m) => m.state !== 'paused' && m.state !== 'pending');
  const up = counted.filter((m) => m.state === 'up').length;
  const down = counted.filter((m) => m.state === 'down').length;
  const degraded = counted.filter((m) => m.state === 'degraded').length;
  const health = status.data?.health ?? null;
  // Viewing the monitor as it is now (a check or a live event may have changed it).
  const shown = viewing ? (monitors.find((m) => m.id === viewing.id) ?? viewing) : null;

  // The header's button keeps the ref (focus goes there once the page's last suggestion is added).
  const addButton = (ref?: Ref<HTMLButtonElement>) =>
    canWrite && (
      <Button ref={ref} onClick={() => setEditing({ mode: 'add' })}>
        <Plus aria-hidden />
        {t('district.add')}
      </Button>
    );

  return (
    <>
      <PageHeader
        title={t('systemStatus')}
        description={t('district.description', { district: districtName ?? t('district.theDistrict') })}
        actions={
          (headerActions || canWrite) && (
            <>
              {headerActions}
              {addButton(addRef)}
            </>
          )
        }
      />
      {status.isError ? (
        <LoadError title={t('failed')} query={status} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              title={t('district.health')}
              icon={Activity}
              iconColor={health === null ? 'gray' : health >= 99 ? 'green' : health >= 90 ? 'orange' : 'red'}
              value={
                status.isPending ? '…' : health === null ? t('district.notMeasured') : `${health.toFixed(1)}%`
              }
              hint={
                health === null
                  ? MONITOR_MESSAGES.noMonitors
                  : t('district.upOf', { up, total: counted.length })
              }
            />
            <StatCard
              title={t('district.up')}
              icon={CircleCheck}
              iconColor="green"
              value={status.isPending ? '…' : up}
            />
            <StatCard
              title={t('district.downOrDegraded')}
              icon={OctagonAlert}
              iconColor={down ? 'red' : degraded ? 'orange' : 'gray'}
              value={status.isPending ? '…' : down + degraded}
              hint={status.isPending ? undefined : t('district.downDegraded', { down, degraded })}
            />
            <StatCard
              title={t('district.openIncidents')}
              icon={Siren}
              iconColor={open.length ? 'red' : 'gray'}
              value={status.isPending ? '…' : open.length}
            />
          </div>
          {canWrite && monitors.length === 0 && status.data && (
            <Card className="p-5">
              <MonitorSuggestions
                districtId={districtId}
                existing={monitors}
                heading="h2"
                afterLast={() => addRef.current?.focus()}
              />
            </Card>
          )}
          <Card className="overflow-hidden">
            <CardHeader>
              <CardTitle>{t('district.monitors')}</CardTitle>
            </CardHeader>
            <MonitorList
              query={status}
              monitors={monitors}
              emptyAction={addButton()}
              canWrite={canWrite}
              checking={check.isPending ? (check.variables?.id ?? null) : null}
              onHistory={setViewing}
              onCheck={(m) => check.mutate(m)}
              onEdit={(m) => setEditing({ mode: 'edit', monitor: m })}
              onPause={(m) => (m.enabled ? setPausing(m) : pause.mutate({ monitor: m, enabled: true }))}
              onDelete={setDeleting}
            />
          </Card>
          <IncidentsCard open={open} resolved={resolved} />
        </div>
      )}

      <MonitorFormDialog
        districtId={districtId}
        monitor={editing?.mode === 'edit' ? editing.monitor : undefined}
        existing={monitors}
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
      />
      <MonitorHistoryDialog
        districtId={districtId}
        monitor={shown}
        incidents={[...open, ...(resolved.data ?? [])]}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={pausing !== null}
        onOpenChange={(isOpen) => !isOpen && setPausing(null)}
        title={t('district.pause.title')}
        description={t('district.pause.description', { name: pausing?.name ?? '' })}
        confirmLabel={t('district.pause.confirm')}
        loading={pause.isPending}
        onConfirm={() =>
          pausing && pause.mutate({ monitor: pausing, enabled: false }, { onSuccess: () => setPausing(null) })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('district.delete.title')}
        description={t('district.delete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('district.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
