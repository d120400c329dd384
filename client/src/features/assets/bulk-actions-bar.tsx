import { LogIn, LogOut, Printer, SquarePen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('assets');
  const everyLoaded = !selection.allMatching && selection.count === loaded && loaded > 0 && total > loaded;
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.label')}
      className="flex flex-col gap-2 border-b border-border bg-brand-soft/60 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-fg" aria-live="polite">
          {t('bulk.selected', { n: formatNumber(selection.count) })}
        </span>
        {everyLoaded && (
          <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
            {t('bulk.selectAll', { n: formatNumber(total) })}
          </Button>
        )}
        {selection.allMatching && <span className="text-muted-fg">{t('bulk.allMatching')}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={onBulkEdit}>
          <SquarePen /> {t('bulk.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCheckOut}>
          <LogOut /> {t('bulk.checkOut')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCheckIn}>
          <LogIn /> {t('bulk.checkIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onPrintLabels}>
          <Printer /> {t('bulk.print')}
        </Button>
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          <X /> {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
}
