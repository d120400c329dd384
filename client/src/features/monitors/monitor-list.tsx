import { MONITOR_MESSAGES, type Monitor } from '@domain/monitors';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { type DataColumn, DataList } from '@/ui/data-list';
import { RowOpener } from '@/ui/row-opener';
import { type MonitorActions, MonitorRowActions } from './monitor-actions';
import { MonitorStateBadge, targetText } from './monitor-badges';
import { uptimeText } from './monitor-display';

const lastCheck = (m: Monitor) =>
  m.lastCheckedAt ? (
    <time dateTime={m.lastCheckedAt} title={formatDateTime(m.lastCheckedAt)}>
      {formatRelative(m.lastCheckedAt)}
    </time>
  ) : (
    i18n.t('monitors:list.notYet')
  );

/** A monitor whose last check found something wrong (said in plain words under its state). */
const failing = (m: Monitor) => (m.state === 'down' || m.state === 'degraded') && m.lastMessage !== null;

/** Uptime over 24 h, 7 and 30 days, each named for screen readers. */
function Uptime({ monitor }: { monitor: Monitor }) {
  const ranges = [
    ['24h', monitor.uptime.day],
    ['7d', monitor.uptime.week],
    ['30d', monitor.uptime.month],
  ] as const;
  return (
    <dl className="flex gap-3 text-xs tabular-nums">
      {ranges.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="font-medium text-fg">{uptimeText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Its name (opening the history) and what it checks. */
function NameCell({ monitor, onOpen }: { monitor: Monitor; onOpen: () => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <RowOpener name={monitor.name} onOpen={onOpen} className="max-w-full text-fg" />
      <span className="truncate text-xs text-muted-fg" title={targetText(monitor)}>
        {targetText(monitor)}
      </span>
    </div>
  );
}

/** The state, and in plain words what the last check found when it is not up. */
function StateCell({ monitor }: { monitor: Monitor }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <MonitorStateBadge state={monitor.state} />
      {failing(monitor) && <span className="text-xs break-words text-muted-fg">{monitor.lastMessage}</span>}
    </div>
  );
}

interface MonitorListProps extends MonitorActions {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  monitors: readonly Monitor[];
  /** The empty state's action (Add monitor) and what it says. */
  emptyAction?: ReactNode;
}

/** The district's monitors: a table from lg up, cards on a phone (docs/product.md#system-status). */
export function MonitorList({ query, monitors, emptyAction, ...actions }: MonitorListProps) {
  const { t } = useTranslation('monitors');
  const columns: DataColumn<Monitor>[] = [
    {
      header: t('list.columns.monitor'),
      className: 'w-[34%] min-w-48 max-w-0',
      cell: (m) => <NameCell monitor={m} onOpen={() => actions.onHistory(m)} />,
    },
    { header: t('list.columns.state'), className: 'w-[22%]', cell: (m) => <StateCell monitor={m} /> },
    { header: t('list.columns.uptime'), cell: (m) => <Uptime monitor={m} /> },
    { header: t('list.columns.lastCheck'), className: 'whitespace-nowrap text-muted-fg', cell: lastCheck },
    {
      header: t('list.columns.actions'),
      hideHeader: true,
      className: 'text-right',
      cell: (m) => <MonitorRowActions monitor={m} {...actions} />,
    },
  ];
  const card = (m: Monitor) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <NameCell monitor={m} onOpen={() => actions.onHistory(m)} />
        </div>
        <MonitorStateBadge state={m.state} />
      </div>
      {failing(m) && <p className="text-xs break-words text-muted-fg">{m.lastMessage}</p>}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Uptime monitor={m} />
        <span className="text-xs text-muted-fg">
          {t('list.checked')} {lastCheck(m)}
        </span>
      </div>
      <div className="flex justify-end">
        <MonitorRowActions monitor={m} {...actions} />
      </div>
    </div>
  );
  return (
    <DataList
      query={query}
      rows={monitors}
      rowKey={(m) => m.id}
      columns={columns}
      card={card}
      tableFrom="lg"
      label={t('list.label')}
      loading={t('list.loading')}
      failed={t('list.failed')}
      empty={{
        icon: Activity,
        title: MONITOR_MESSAGES.noMonitors,
        description: t('list.emptyDescription'),
        action: emptyAction,
      }}
    />
  );
}
