import type { VaultEntry } from '@domain/vault';
import { useMediaQuery } from '@/lib/use-media-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { PasswordCell } from './password-cell';
import { AccessBadge, AlertBadges, StrengthBadge } from './vault-badges';
import { CopyUsernameButton, FavoriteButton, type VaultRowHandlers, VaultRowMenu } from './vault-row-actions';

interface VaultTableProps extends VaultRowHandlers {
  rows: VaultEntry[];
  caption: string;
}

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The entries: a table on wide screens, one card per entry on narrow ones (never sideways scrolling). */
export function VaultTable({ rows, caption, ...h }: VaultTableProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) return <VaultCards rows={rows} caption={caption} {...h} />;
  return (
    <Table containerClassName="max-h-[min(720px,calc(100dvh-22rem))] min-h-64" className="table-fixed">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col className="w-11" />
        <col />
        <col className="w-44" />
        <col className="w-52" />
        <col className="w-36" />
        <col className="w-44" />
        <col className="w-24" />
      </colgroup>
      <TableHeader>
        <tr>
          <TableHead>
            <span className="sr-only">Favorite</span>
          </TableHead>
          <TableHead>System</TableHead>
          <TableHead>Username</TableHead>
          <TableHead>Password</TableHead>
          <TableHead>Access</TableHead>
          <TableHead>Security</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="pr-0">
              <FavoriteButton entry={e} onFavorite={h.onFavorite} />
            </TableCell>
            <TableCell className="py-2.5">
              <span className="block truncate font-medium text-fg" title={e.title}>
                {e.title}
              </span>
              <span className="block truncate text-xs text-subtle-fg" title={e.category}>
                {hostOf(e.url) ?? e.category}
              </span>
            </TableCell>
            <TableCell>
              <div className="flex min-w-0 items-center gap-1">
                <span className="min-w-0 flex-1 truncate text-muted-fg" title={e.username}>
                  {e.username || '—'}
                </span>
                <CopyUsernameButton entry={e} secrets={h.secrets} />
              </div>
            </TableCell>
            <TableCell>
              <PasswordCell entry={e} secrets={h.secrets} canUse={h.canUse} />
            </TableCell>
            <TableCell>
              <AccessBadge level={e.accessLevel} />
              {e.accessLevel === 'department' && (
                <span className="mt-0.5 block truncate text-xs text-subtle-fg" title={e.department}>
                  {e.department}
                </span>
              )}
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <StrengthBadge strength={e.strength} />
                <AlertBadges entry={e} />
              </div>
            </TableCell>
            <TableCell className="pl-0">
              <VaultRowMenu entry={e} {...h} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VaultCards({ rows, caption, ...h }: VaultTableProps) {
  return (
    <ul aria-label={caption} className="divide-y divide-border">
      {rows.map((e) => (
        <li key={e.id} className="flex flex-col gap-2 px-4 py-3">
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
            <dt className="text-xs text-subtle-fg">Username</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <span className="min-w-0 flex-1 truncate text-fg" title={e.username || '—'}>
                {e.username || '—'}
              </span>
              <CopyUsernameButton entry={e} secrets={h.secrets} />
            </dd>
            <dt className="text-xs text-subtle-fg">Password</dt>
            <dd className="min-w-0">
              <PasswordCell entry={e} secrets={h.secrets} canUse={h.canUse} />
            </dd>
          </dl>
          <div className="flex flex-wrap gap-1">
            <AccessBadge level={e.accessLevel} />
            <StrengthBadge strength={e.strength} />
            <AlertBadges entry={e} />
          </div>
        </li>
      ))}
    </ul>
  );
}
