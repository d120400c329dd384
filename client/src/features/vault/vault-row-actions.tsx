import type { VaultEntry } from '@domain/vault';
import { Copy, ExternalLink, History, MoreHorizontal, Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import type { Secrets } from './use-secrets';

/** What the user may do to the rows, and how the view answers. */
export interface VaultRowHandlers {
  secrets: Secrets;
  /** May see secrets (everyone but viewers). */
  canUse: boolean;
  /** May add, edit and delete. */
  canWrite: boolean;
  /** May read the access log (district administrators). */
  canAdmin: boolean;
  onFavorite: (entry: VaultEntry) => void;
  onEdit: (entry: VaultEntry) => void;
  onLog: (entry: VaultEntry) => void;
  onDelete: (entry: VaultEntry) => void;
}

export function FavoriteButton({
  entry,
  onFavorite,
}: {
  entry: VaultEntry;
  onFavorite: VaultRowHandlers['onFavorite'];
}) {
  const { t } = useTranslation('vault');
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={t('row.favorite', { title: entry.title })}
      aria-pressed={entry.isFavorite}
      onClick={() => onFavorite(entry)}
    >
      <Star className={cn(entry.isFavorite && 'fill-tone-yellow-fg text-tone-yellow-fg')} />
    </Button>
  );
}

export function CopyUsernameButton({ entry, secrets }: { entry: VaultEntry; secrets: Secrets }) {
  const { t } = useTranslation('vault');
  if (!entry.username) return null;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={t('row.copyUsername', { title: entry.title })}
      onClick={() => void secrets.copyUsername(entry)}
    >
      <Copy />
    </Button>
  );
}

/** Open the system (http and https links only), and the menu: edit, access log, delete. */
export function VaultRowMenu({ entry, ...h }: VaultRowHandlers & { entry: VaultEntry }) {
  const { t } = useTranslation('vault');
  return (
    <div className="flex items-center justify-end gap-0.5">
      {entry.url && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('row.open', { title: entry.title })}
          onClick={() => h.secrets.openUrl(entry)}
        >
          <ExternalLink />
        </Button>
      )}
      {(h.canWrite || h.canAdmin) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={t('row.actions', { title: entry.title })}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {h.canWrite && (
              <DropdownMenuItem onSelect={() => h.onEdit(entry)}>
                <Pencil /> {t('row.edit')}
              </DropdownMenuItem>
            )}
            {h.canAdmin && (
              <DropdownMenuItem onSelect={() => h.onLog(entry)}>
                <History /> {t('row.log')}
              </DropdownMenuItem>
            )}
            {h.canWrite && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem destructive onSelect={() => h.onDelete(entry)}>
                  <Trash2 /> {t('row.delete')}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
