import type { AuthUser } from '@domain/auth';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/use-logout';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { ThemeMenu } from './theme-menu';
import { useRoleLabel } from './use-role-label';

/** Initials, name and role of the signed-in user (a link to their account page), with the theme menu and sign-out. */
export function SidebarFooter({ user }: { user: AuthUser }) {
  const logout = useLogout();
  const { t } = useTranslation('shell');
  const role = useRoleLabel(user.role);
  return (
    <div className="flex items-center gap-1 border-t border-border px-2 py-2">
      <Link
        to="/account"
        className="-my-0.5 flex min-w-0 flex-1 items-center gap-2.5 rounded-md px-2 py-1.5 transition-colors hover:bg-surface-hover"
      >
        <Avatar initials={user.initials} size="sm" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="sr-only">{t('yourAccountPrefix')}</span>
          <span className="block truncate text-[13px] font-medium text-fg" title={user.name || user.email}>
            {user.name || user.email}
          </span>
          <span className="block truncate text-[11px] text-subtle-fg" title={role}>
            {role}
          </span>
        </span>
      </Link>
      <ThemeMenu />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('signOut')}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {!logout.isPending && <LogOut />}
      </Button>
    </div>
  );
}
