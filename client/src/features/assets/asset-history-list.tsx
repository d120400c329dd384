import { ASSET_STATUS_LABELS, type AssetHistoryEntry } from '@domain/assets';
import type { TFunction } from 'i18next';
import { ArrowRightLeft, ClipboardCheck, LogIn, LogOut, PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

function describe(h: AssetHistoryEntry, t: TFunction<'assets'>): string {
  const to = h.assigneeType === 'room' ? t('history.room', { room: String(h.assignee) }) : h.assignee;
  switch (h.action) {
    case 'created':
      return h.assignee ? t('history.createdAssigned', { name: h.assignee }) : t('history.created');
    case 'status_changed':
      return t('history.statusChanged', {
        from: h.fromStatus ? ASSET_STATUS_LABELS[h.fromStatus] : '—',
        to: h.toStatus ? ASSET_STATUS_LABELS[h.toStatus] : '—',
      });
    case 'checked_out':
      return `${t('history.checkedOut', { to: String(to) })}${h.checkedOutOn ? t('history.on', { date: formatDay(h.checkedOutOn) }) : ''}${h.dueOn ? t('history.dueBack', { date: formatDay(h.dueOn) }) : ''}`;
    case 'checked_in':
      return t('history.checkedIn', { from: String(to) });
    case 'audited':
      return t('history.audited');
  }
}

/** The asset's check-outs, check-ins and status changes, newest first. */
export function AssetHistoryList({ districtId, assetId }: { districtId: string; assetId: string }) {
  const { t } = useTranslation('assets');
  const history = useAssetHistory(districtId, assetId);
  if (history.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <span className="sr-only">{t('history.loading')}</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (history.isError) return <p className="text-sm text-tone-red-fg">{t('history.failed')}</p>;
  if (history.data.length === 0) return <p className="text-sm text-muted-fg">{t('history.empty')}</p>;
  return (
    <ol className="flex flex-col" aria-label={t('history.label')}>
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
              <p className="text-sm text-fg">{describe(h, t)}</p>
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
