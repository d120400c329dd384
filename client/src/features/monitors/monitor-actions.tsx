import type { Monitor } from '@domain/monitors';
import { History, MoreHorizontal, Pause, Pencil, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

/** What can be done to a monitor from the list: everybody opens its history; administrators change it. */
export interface MonitorActions {
  canWrite: boolean;
  /** The monitor whose Check now is running. */
  checking: string | null;
  onHistory: (monitor: Monitor) => void;
  onCheck: (monitor: Monitor) => void;
  onEdit: (monitor: Monitor) => void;
  onPause: (monitor: Monitor) => void;
  onDelete: (monitor: Monitor) => void;
}

export function MonitorRowActions({ monitor, ...a }: MonitorActions & { monitor: Monitor }) {
  const { t } = useTranslation('monitors');
  if (!a.canWrite) {
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('actions.historyOf', { name: monitor.name })}
        onClick={() => a.onHistory(monitor)}
      >
        <History aria-hidden />
        {t('actions.history')}
      </Button>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('actions.checkNowName', { name: monitor.name })}
        loading={a.checking === monitor.id}
        disabled={a.checking !== null || !monitor.enabled}
        onClick={() => a.onCheck(monitor)}
      >
        {a.checking !== monitor.id && <RefreshCw aria-hidden />}
        {t('actions.checkNow')}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('actions.actionsFor', { name: monitor.name })}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => a.onHistory(monitor)}>
            <History /> {t('actions.history')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => a.onEdit(monitor)}>
            <Pencil /> {t('actions.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => a.onPause(monitor)}>
            {monitor.enabled ? <Pause /> : <Play />}{' '}
            {monitor.enabled ? t('actions.pause') : t('actions.resume')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => a.onDelete(monitor)}>
            <Trash2 /> {t('actions.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
