import type { LicenseListItem } from '@domain/licenses';
import { Ban, Bell, Eye, MoreHorizontal, Pencil, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

/** What can be done to a license from the list (administrators get everything, others View). */
export interface LicenseActions {
  canAdmin: boolean;
  onView: (license: LicenseListItem) => void;
  onEdit: (license: LicenseListItem) => void;
  onRenew: (license: LicenseListItem) => void;
  onRemind: (license: LicenseListItem) => void;
  onToggleCancel: (license: LicenseListItem) => void;
  onDelete: (license: LicenseListItem) => void;
}

export function LicenseRowMenu({ license, ...a }: LicenseActions & { license: LicenseListItem }) {
  const { t } = useTranslation('licenses');
  if (!a.canAdmin) {
    return (
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('menu.view', { name: license.name })}
        onClick={() => a.onView(license)}
      >
        <Eye />
      </Button>
    );
  }
  const cancelled = license.status === 'cancelled';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('menu.actions', { name: license.name })}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => a.onView(license)}>
          <Eye /> {t('menu.viewDetails')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onEdit(license)}>
          <Pencil /> {t('menu.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onRenew(license)}>
          <RefreshCw /> {t('menu.renew')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onRemind(license)}>
          <Bell /> {t('menu.remind')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onToggleCancel(license)}>
          {cancelled ? <RotateCcw /> : <Ban />} {cancelled ? t('menu.reactivate') : t('menu.cancel')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => a.onDelete(license)}>
          <Trash2 /> {t('menu.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
