import type { VaultEntry } from '@domain/vault';
import { Copy, ExternalLink, History, MoreHorizontal, Pencil, Star, Trash2 } from 'lucide-react';
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
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Favorite ${entry.title}`}
      aria-pressed={entry.isFavorite}
      onClick={() => onFavorite(entry)}
    >
      <Star className={cn(entry.isFavorite && 'fill-tone-yellow-fg text-tone-yellow-fg')} />
    </Button>
  );
}

export function CopyUsernameButton({ entry, secrets }: { entry: VaultEntry; secrets: Secrets }) {
  if (!entry.username) return null;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Copy username of ${entry.title}`}
      onClick={() => void secrets.copyUsername(entry)}
    >
      <Copy />
    </Button>
  );
}

/** Open the system (http and https links only), and the menu: edit, access log, delete. */
export function VaultRowMenu({ entry, ...h }: VaultRowHandlers & { entry: VaultEntry }) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      {entry.url && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Open ${entry.title} in a new tab`}
          onClick={() => h.secrets.openUrl(entry)}
        >
          <ExternalLink />
        </Button>
      )}
      {(h.canWrite || h.canAdmin) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${entry.title}`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {h.canWrite && (
              <DropdownMenuItem onSelect={() => h.onEdit(entry)}>
                <Pencil /> Edit
              </DropdownMenuItem>
            )}
            {h.canAdmin && (
              <DropdownMenuItem onSelect={() => h.onLog(entry)}>
                <History /> Access log
              </DropdownMenuItem>
            )}
            {h.canWrite && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem destructive onSelect={() => h.onDelete(entry)}>
                  <Trash2 /> Delete
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
