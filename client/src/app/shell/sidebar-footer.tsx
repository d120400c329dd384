import type { AuthUser } from '@domain/auth';
import { ROLE_LABELS } from '@domain/roles';
import { LogOut } from 'lucide-react';
import { useLogout } from '@/features/auth/use-logout';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { ThemeMenu } from './theme-menu';

/** Initials, name and role of the signed-in user, with sign-out (spec 2.3). */
export function SidebarFooter({ user }: { user: AuthUser }) {
  const logout = useLogout();
  return (
    <div className="flex items-center gap-2.5 border-t border-border px-4 py-3">
      <Avatar initials={user.initials} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-medium text-fg">{user.name || user.email}</p>
        <p className="truncate text-[11px] text-subtle-fg">{ROLE_LABELS[user.role]}</p>
      </div>
      <ThemeMenu />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Sign out"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {!logout.isPending && <LogOut />}
      </Button>
    </div>
  );
}
