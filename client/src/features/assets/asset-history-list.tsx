import { ASSET_STATUS_LABELS, type AssetHistoryEntry } from '@domain/assets';
import { ArrowRightLeft, ClipboardCheck, LogIn, LogOut, PackagePlus } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { formatDay } from './asset-dates';
import { useAssetHistory } from './use-asset-history';

const ICONS = {
  created: PackagePlus,
  status_changed: ArrowRightLeft,
  checked_out: LogOut,
  checked_in: LogIn,
  audited: ClipboardCheck,
} as const;

function describe(h: AssetHistoryEntry): string {
  const to = h.assigneeType === 'room' ? `room ${h.assignee}` : h.assignee;
  switch (h.action) {
    case 'created':
      return h.assignee ? `Added to the inventory, assigned to ${h.assignee}` : 'Added to the inventory';
    case 'status_changed':
      return `Status changed from ${h.fromStatus ? ASSET_STATUS_LABELS[h.fromStatus] : '—'} to ${h.toStatus ? ASSET_STATUS_LABELS[h.toStatus] : '—'}`;
    case 'checked_out':
      return `Checked out to ${to}${h.checkedOutOn ? ` on ${formatDay(h.checkedOutOn)}` : ''}${h.dueOn ? `, due back ${formatDay(h.dueOn)}` : ''}`;
    case 'checked_in':
      return `Checked in from ${to}`;
    case 'audited':
      return 'Audited';
  }
}

/** The asset's check-outs, check-ins and status changes, newest first. */
export function AssetHistoryList({ districtId, assetId }: { districtId: string; assetId: string }) {
  const history = useAssetHistory(districtId, assetId);
  if (history.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <span className="sr-only">Loading history</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (history.isError) return <p className="text-sm text-tone-red-fg">The history could not be loaded.</p>;
  if (history.data.length === 0)
    return <p className="text-sm text-muted-fg">Nothing has happened to this asset yet.</p>;
  return (
    <ol className="flex flex-col" aria-label="Asset history">
      {history.data.map((h, i) => {
        const Icon = ICONS[h.action];
        return (
          <li key={h.id} className="relative flex gap-3 pb-4 last:pb-0">
            {i < history.data.length - 1 && (
              <span aria-hidden className="absolute top-8 bottom-0 left-[15px] w-px bg-border" />
            )}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-surface-muted text-muted-fg">
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 pt-1">
              <p className="text-sm text-fg">{describe(h)}</p>
              {h.note && <p className="mt-0.5 text-sm text-muted-fg">“{h.note}”</p>}
              <p className="mt-0.5 text-xs text-subtle-fg">
                {formatDateTime(h.createdAt)}
                {h.actorName ? ` · ${h.actorName}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
