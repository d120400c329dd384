import type { VaultEntry } from '@domain/vault';
import { i18n } from '@/lib/i18n';
import type { DataColumn } from '@/ui/data-list';
import { PasswordCell } from './password-cell';
import { AccessBadge, AlertBadges, StrengthBadge } from './vault-badges';
import { CopyUsernameButton, FavoriteButton, type VaultRowHandlers, VaultRowMenu } from './vault-row-actions';

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The entries as table columns (for `DataList`), with the row's actions. */
export const vaultColumns = (h: VaultRowHandlers): DataColumn<VaultEntry>[] => [
  {
    header: i18n.t('vault:columns.favorite'),
    hideHeader: true,
    className: 'w-11 pr-0',
    cell: (e) => <FavoriteButton entry={e} onFavorite={h.onFavorite} />,
  },
  {
    header: i18n.t('vault:columns.system'),
    className: 'py-2.5',
    cell: (e) => (
      <>
        <span className="block truncate font-medium text-fg" title={e.title}>
          {e.title}
        </span>
        <span className="block truncate text-xs text-subtle-fg" title={e.category}>
          {hostOf(e.url) ?? e.category}
        </span>
      </>
    ),
  },
  {
    header: i18n.t('vault:columns.username'),
    className: 'w-44',
    cell: (e) => (
      <div className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 flex-1 truncate text-muted-fg" title={e.username}>
          {e.username || '—'}
        </span>
        <CopyUsernameButton entry={e} secrets={h.secrets} />
      </div>
    ),
  },
  {
    header: i18n.t('vault:columns.password'),
    className: 'w-52',
    cell: (e) => <PasswordCell entry={e} secrets={h.secrets} canUse={h.canUse} />,
  },
  {
    header: i18n.t('vault:columns.access'),
    className: 'w-36',
    cell: (e) => (
      <>
        <AccessBadge level={e.accessLevel} />
        {e.accessLevel === 'department' && (
          <span className="mt-0.5 block truncate text-xs text-subtle-fg" title={e.department}>
            {e.department}
          </span>
        )}
      </>
    ),
  },
  {
    header: i18n.t('vault:columns.security'),
    className: 'w-44',
    cell: (e) => (
      <div className="flex flex-wrap gap-1">
        <StrengthBadge strength={e.strength} />
        <AlertBadges entry={e} />
      </div>
    ),
  },
  {
    header: i18n.t('vault:columns.actions'),
    hideHeader: true,
    className: 'w-24 pl-0',
    cell: (e) => <VaultRowMenu entry={e} {...h} />,
  },
];

/** One entry on a phone: its name and actions, username and password, then its badges. */
export const vaultCard = (h: VaultRowHandlers) => (e: VaultEntry) => (
  <div className="flex flex-col gap-2">
    <div className="flex items-start gap-1">
      <FavoriteButton entry={e} onFavorite={h.onFavorite} />
      <div className="min-w-0 flex-1 pt-1">
        <p className="truncate text-sm font-medium text-fg" title={e.title}>
          {e.title}
        </p>
        <p className="break-words text-xs text-muted-fg">
          {e.category} · {e.department}
        </p>
      </div>
      <VaultRowMenu entry={e} {...h} />
    </div>
    <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 text-sm">
      <dt className="text-xs text-subtle-fg">{i18n.t('vault:columns.username')}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 flex-1 truncate text-fg" title={e.username || '—'}>
          {e.username || '—'}
        </span>
        <CopyUsernameButton entry={e} secrets={h.secrets} />
      </dd>
      <dt className="text-xs text-subtle-fg">{i18n.t('vault:columns.password')}</dt>
      <dd className="min-w-0">
        <PasswordCell entry={e} secrets={h.secrets} canUse={h.canUse} />
      </dd>
    </dl>
    <div className="flex flex-wrap gap-1">
      <AccessBadge level={e.accessLevel} />
      <StrengthBadge strength={e.strength} />
      <AlertBadges entry={e} />
    </div>
  </div>
);
