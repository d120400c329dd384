import type { LicenseListItem } from '@domain/licenses';
import { Ban, Bell, Eye, MoreHorizontal, Pencil, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
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
  if (!a.canAdmin) {
    return (
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`View ${license.name}`}
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
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${license.name}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => a.onView(license)}>
          <Eye /> View details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onEdit(license)}>
          <Pencil /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onRenew(license)}>
          <RefreshCw /> Renew Now
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onRemind(license)}>
          <Bell /> Set Reminder
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => a.onToggleCancel(license)}>
          {cancelled ? <RotateCcw /> : <Ban />} {cancelled ? 'Reactivate' : 'Cancel license'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => a.onDelete(license)}>
          <Trash2 /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
