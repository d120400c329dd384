import type { Monitor } from '@domain/monitors';
import { History, MoreHorizontal, Pause, Pencil, Play, RefreshCw, Trash2 } from 'lucide-react';
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
  if (!a.canWrite) {
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`History of ${monitor.name}`}
        onClick={() => a.onHistory(monitor)}
      >
        <History aria-hidden />
        History
      </Button>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Check now: ${monitor.name}`}
        loading={a.checking === monitor.id}
        disabled={a.checking !== null || !monitor.enabled}
        onClick={() => a.onCheck(monitor)}
      >
        {a.checking !== monitor.id && <RefreshCw aria-hidden />}
        Check now
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${monitor.name}`}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => a.onHistory(monitor)}>
            <History /> History
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => a.onEdit(monitor)}>
            <Pencil /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => a.onPause(monitor)}>
            {monitor.enabled ? <Pause /> : <Play />} {monitor.enabled ? 'Pause' : 'Resume'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => a.onDelete(monitor)}>
            <Trash2 /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
