import { LogIn, LogOut, Printer, SquarePen, X } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import type { AssetSelectionState } from './use-asset-selection';

interface BulkActionsBarProps {
  selection: AssetSelectionState;
  loaded: number;
  total: number;
  onBulkEdit: () => void;
  onCheckOut: () => void;
  onCheckIn: () => void;
  onPrintLabels: () => void;
}

/** Bulk Edit, Check Out, Check In and Print labels, shown while rows are selected. */
export function BulkActionsBar({
  selection,
  loaded,
  total,
  onBulkEdit,
  onCheckOut,
  onCheckIn,
  onPrintLabels,
}: BulkActionsBarProps) {
  const everyLoaded = !selection.allMatching && selection.count === loaded && loaded > 0 && total > loaded;
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="flex flex-col gap-2 border-b border-border bg-brand-soft/60 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-fg" aria-live="polite">
          {formatNumber(selection.count)} selected
        </span>
        {everyLoaded && (
          <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
            Select all {formatNumber(total)} matching assets
          </Button>
        )}
        {selection.allMatching && <span className="text-muted-fg">Every asset matching the filters</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={onBulkEdit}>
          <SquarePen /> Bulk Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={onCheckOut}>
          <LogOut /> Check Out
        </Button>
        <Button size="sm" variant="secondary" onClick={onCheckIn}>
          <LogIn /> Check In
        </Button>
        <Button size="sm" variant="secondary" onClick={onPrintLabels}>
          <Printer /> Print labels
        </Button>
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          <X /> Clear
        </Button>
      </div>
    </div>
  );
}
